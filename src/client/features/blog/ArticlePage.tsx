import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Article } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Redirect } from '../../components/Redirect';
import { blogPostingJsonLd } from '../../../shared/seo/jsonLd';
import { ContentDetail, ContentDetailSkeleton } from '../../components/ContentDetail';
import { useJsonLdContext } from '../../components/Seo';
import { LocalizedDate } from '../../components/LocalizedDate';
import { QueryState } from '../../components/QueryState';
import { RichText } from '../../components/RichText';
import { useLocalized } from '../../components/useLocalized';
import NotFoundPage from '../../components/NotFoundPage';
import { RelatedArticles } from './RelatedArticles';
import { useGetUniqueArticleQuery } from './blogApi';
import './blog.css';

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
  const { t } = useTranslation('blog');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const context = useJsonLdContext();
  return (
    <>
      <ContentDetail
        seo={{
          type: 'article',
          jsonLd: [blogPostingJsonLd(article, context)],
          breadcrumbs: [{ name: t('pages:blog.title'), path: pathTo('blog', {}, lang) }],
        }}
        title={pick(article.title)}
        lead={pick(article.excerpt)}
        cover={article.image}
        coverAlt={article.imageAlt ? pick(article.imageAlt) : ''}
        meta={[
          <Link to={pathTo('category', { slug: article.category.slug }, lang)}>{pick(article.category.name)}</Link>,
          <LocalizedDate value={article.publishedAt} />,
          t('readingTime', { count: article.readingMinutes }),
        ]}
      >
        <RichText text={pick(article.body)} />
      </ContentDetail>
      <RelatedArticles article={article} />
    </>
  );
}
