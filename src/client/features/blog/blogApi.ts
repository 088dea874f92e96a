import type { Article, ArticleSummary, BlogPage } from '../../../shared/api';
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
    /** Related articles: up to 3 of `category`, without the one being read (`exclude`). */
    get3Articles: build.query<ArticleSummary[], { category: string; exclude: ArticleRef }>({
      query: ({ category, exclude }) => `/articles/get-3-articles/${segment(category)}/${segment(exclude)}`,
      providesTags: ['Articles'],
    }),
    /** A page of the blog; a page number that is not a whole number from 1 asks for page 1 (spec). */
    getBlogPage: build.query<BlogPage, number | string>({
      query: (pageNumber) => `/blog/page/${blogPageNumber(pageNumber)}`,
      providesTags: ['Articles'],
    }),
  }),
});
loadingAreas(blogApi, { getAllArticles: 'articles', getUniqueArticle: 'articles', get3Articles: 'articles', getBlogPage: 'blog' });

export function blogPageNumber(value: number | string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const { useGetAllArticlesQuery, useGetUniqueArticleQuery, useGet3ArticlesQuery, useGetBlogPageQuery } = blogApi;
