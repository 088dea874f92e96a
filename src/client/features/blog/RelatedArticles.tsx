import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../shared/api';
import { CardGridSkeleton } from '../../components/CardGrid';
import { QueryState } from '../../components/QueryState';
import { ArticleGrid } from './ArticleCard';
import { useGetRelatedCardsQuery } from './blogApi';

/** Up to three articles to read next, as the server picks them (same category first, never this one). */
export function RelatedArticles({ article }: { article: Article }) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const result = useGetRelatedCardsQuery({ category: article.category.slug, exclude: article.id });
  return (
    <section className="related" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('related.title')}</h2>
      <QueryState
        result={result}
        skeleton={<CardGridSkeleton count={3} lines={4} />}
        errorMessage={t('related.error')}
        retryLabel={t('retry')}
      >
        {(articles) => (articles.length > 0 ? <ArticleGrid articles={articles} headingLevel={3} /> : <p>{t('related.none')}</p>)}
      </QueryState>
    </section>
  );
}
