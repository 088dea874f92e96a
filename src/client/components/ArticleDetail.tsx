import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Article } from '../../shared/api';
import { pathTo } from '../../shared/routes';
import { ContentDetail } from './ContentDetail';
import { Link } from './Link';
import { LocalizedDate } from './LocalizedDate';
import { RichText } from './RichText';
import { useLocalized } from './useLocalized';

export interface ArticleDetailProps {
  article: Article;
  /** Shown inside the staff area's editor: not a page of its own (no head tags, an h2 title). */
  preview?: boolean;
}

/** An article as its public page shows it: category, date and reading time, title, summary, cover, text. */
export function ArticleDetail({ article, preview = false }: ArticleDetailProps) {
  const { t } = useTranslation('blog');
  const { pick } = useLocalized();
  const { lang } = useParams();
  return (
    <ContentDetail
      seo={
        preview
          ? null
          : {
              type: 'article',
              jsonLd: [{ blogPosting: article }],
              breadcrumbs: [{ name: t('pages:blog.title'), path: pathTo('blog', {}, lang) }],
            }
      }
      titleLevel={preview ? 2 : 1}
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
      <RichText text={pick(article.body)} headingLevel={preview ? 3 : 2} />
    </ContentDetail>
  );
}
