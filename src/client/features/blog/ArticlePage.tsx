import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Article } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Redirect } from '../../components/Redirect';
import { ArticleDetail } from '../../components/ArticleDetail';
import { ContentDetailSkeleton } from '../../components/ContentDetail';
import { QueryState } from '../../components/QueryState';
import NotFoundPage from '../../components/NotFoundPage';
import { HydratedAfterReady, Suspense } from '../../lib/hydration';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { useGetUniqueArticleQuery } from './blogApi';
import './blog.css';

// Hydrated once the app is ready, its chunk fetched then (the page carries its styles: route-chunks.json).
const RelatedArticles = lazyWithRetry<{ article: Article }>(() =>
  import(/* webpackChunkName: "related-articles" */ './RelatedArticles').then((m) => ({ default: m.RelatedArticles })),
);

/** article/{slug}: one article, then related ones. An id in place of the slug is replaced by the slug. */
export default function ArticlePage() {
  const { t } = useTranslation('blog');
  const { slug = '', lang } = useParams();
  const result = useGetUniqueArticleQuery(slug);
  return (
    <QueryState
      result={result}
      skeleton={<ContentDetailSkeleton />}
      heading={t('pages:article.title')}
      errorMessage={t('articleError')}
      retryLabel={t('retry')}
      notFound={<NotFoundPage />}
    >
      {(article) =>
        article.slug === slug ? (
          <ArticleView article={article} />
        ) : (
          <Redirect permanent to={pathTo('article', { slug: article.slug }, lang)} />
        )
      }
    </QueryState>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <>
      <ArticleDetail article={article} />
      <HydratedAfterReady>
        <Suspense fallback={null}>
          <RelatedArticles article={article} />
        </Suspense>
      </HydratedAfterReady>
    </>
  );
}
