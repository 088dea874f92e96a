import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Redirect } from '../../components/Redirect';
import { useParams } from 'react-router-dom';
import type { ArticleCardData, BlogPage as BlogPageData } from '../../../shared/api';
import { BLOG_PAGE_SIZE } from '../../../shared/content';
import { CardGridSkeleton } from '../../components/CardGrid';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { HydratedAfterReady } from '../../lib/hydration';
import NotFoundPage from '../../components/NotFoundPage';
import { ArticleGrid } from './ArticleCard';
import { BlogPagination, blogPagePath } from './BlogPagination';
import { useGetBlogCardsQuery } from './blogApi';
import './blog.css';

/** The page number of a `blog/page/{id}` address, or null when it is not a whole number from 1. */
function pageNumberOf(id: string): number | null {
  const page = Number(id);
  return id.trim() !== '' && Number.isInteger(page) && page >= 1 ? page : null;
}

/**
 * The blog, page by page: `blog` is page 1, `blog/page/{n}` page n. Addresses that are not the
 * canonical one of a page are replaced by it (301): `blog/page/1` and a non-numeric page by
 * `blog`, `blog/page/02` by `blog/page/2`. A page past the last one does not exist: the 404 page.
 */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { id, lang } = useParams();
  const parsed = id === undefined ? 1 : pageNumberOf(id);
  const page = parsed ?? 1;
  const redirect = id !== undefined && (parsed === null || parsed === 1 || String(parsed) !== id);
  const result = useGetBlogCardsQuery(redirect ? skipToken : page);
  if (redirect) return <Redirect permanent to={blogPagePath(page, lang)} />;
  if (page > 1 && result.currentData && page > result.currentData.totalPages) return <NotFoundPage />;

  const title = page > 1 ? t('pages:blogPage.title', { id: page }) : t('pages:blog.title');
  return (
    <section aria-labelledby="blog-title">
      <PageHeader id="blog-title" title={title} intro={t('intro')} />
      <QueryState
        result={result}
        skeleton={<CardGridSkeleton count={BLOG_PAGE_SIZE} lines={4} />}
        errorMessage={t('loadError')}
        retryLabel={t('retry')}
      >
        {(blogPage) => (
          // Links only: the list waits for the app to be ready before it is hydrated.
          <HydratedAfterReady>
            <BlogPageContent blogPage={blogPage} />
          </HydratedAfterReady>
        )}
      </QueryState>
    </section>
  );
}

function BlogPageContent({ blogPage }: { blogPage: BlogPageData<ArticleCardData> }) {
  const { t } = useTranslation('blog');
  const { data, page, totalPages, total } = blogPage;
  if (total === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <>
      <ArticleGrid articles={data} opensPage />
      <BlogPagination page={page} totalPages={totalPages} />
    </>
  );
}
