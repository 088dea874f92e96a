import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ArticleSummary } from '../../../shared/api';
import { CardGridSkeleton } from '../../components/CardGrid';
import { PageHeader, PageHeaderSkeleton } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useLocalized } from '../../components/useLocalized';
import NotFoundPage from '../../components/NotFoundPage';
import { ArticleGrid } from './ArticleCard';
import { useGetAllArticlesQuery } from './blogApi';
import './blog.css';

/**
 * category/{slug}: the category's articles. The API has no category endpoint; the category is
 * known from its articles, so a slug with none shows the 404 page.
 */
export default function CategoryPage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const result = useGetAllArticlesQuery();
  return (
    <QueryState
      result={result}
      skeleton={<CategorySkeleton />}
      heading={t('pages:category.title')}
      errorMessage={t('loadError')}
      retryLabel={t('retry')}
    >
      {(articles) => {
        const inCategory = articles.filter((article) => article.category.slug === slug);
        return inCategory.length > 0 ? <Category articles={inCategory} /> : <NotFoundPage />;
      }}
    </QueryState>
  );
}

function Category({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation('blog');
  const { pick } = useLocalized();
  const { category } = articles[0]!;
  const name = pick(category.name);
  return (
    <section aria-labelledby="category-title">
      <PageHeader
        id="category-title"
        title={name}
        eyebrow={t('category.eyebrow')}
        intro={category.description ? pick(category.description) : t('category.intro', { count: articles.length })}
      />
      <ArticleGrid articles={articles} opensPage />
    </section>
  );
}

function CategorySkeleton() {
  return (
    <div>
      <PageHeaderSkeleton eyebrow />
      <CardGridSkeleton count={3} lines={4} />
    </div>
  );
}
