import type { Article, ArticleCardData, ArticleSummary, BlogPage } from '../../../shared/api';
import { api, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

/** An article's numeric id or its slug (decisions.md: the API takes either). */
export type ArticleRef = number | string;

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllArticles: build.query<ArticleSummary[], void>({
      query: () => '/articles/get-all-articles',
      providesTags: ['Articles'],
    }),
    getUniqueArticle: build.query<Article, ArticleRef>({
      query: (idOrSlug) => `/articles/unique/${segment(idOrSlug)}`,
      providesTags: ['Articles'],
    }),
    // The lists below show cards only: what a card does not show would weigh on the page that lists them.
    /** Related articles: up to 3 of `category`, without the one being read (`exclude`). */
    getRelatedCards: build.query<ArticleCardData[], { category: string; exclude: ArticleRef }>({
      query: ({ category, exclude }) => `/articles/related-cards/${segment(category)}/${segment(exclude)}`,
      providesTags: ['Articles'],
    }),
    /** A page of the blog; a page number that is not a whole number from 1 asks for page 1 (spec). */
    getBlogCards: build.query<BlogPage<ArticleCardData>, number | string>({
      query: (pageNumber) => `/blog/cards/${blogPageNumber(pageNumber)}`,
      providesTags: ['Articles'],
    }),
  }),
});
loadingAreas(blogApi, { getAllArticles: 'articles', getUniqueArticle: 'articles', getRelatedCards: 'articles', getBlogCards: 'blog' });

export function blogPageNumber(value: number | string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const { useGetAllArticlesQuery, useGetUniqueArticleQuery, useGetRelatedCardsQuery, useGetBlogCardsQuery } = blogApi;
