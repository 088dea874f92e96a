import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { ArticleCardData } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Card, CardGrid } from '../../components/CardGrid';
import { LocalizedDate } from '../../components/LocalizedDate';
import { useLocalized } from '../../components/useLocalized';

interface ArticleCardProps {
  article: ArticleCardData;
  /** 2 in a page's list, 3 in a section headed by an h2 (related articles). */
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** An article in a list: cover, category, date, reading time, title, excerpt and "continue reading". */
export function ArticleCard({ article, headingLevel = 2, priority }: ArticleCardProps) {
  const { t } = useTranslation('blog');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const titleId = useId();
  const title = pick(article.title);
  const href = pathTo('article', { slug: article.slug }, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card titleId={titleId} image={article.image} priority={priority}>
      <p className="card__meta">
        {pick(article.category.name)}
        <span aria-hidden="true"> · </span>
        <LocalizedDate value={article.publishedAt} />
        <span aria-hidden="true"> · </span>
        {t('readingTime', { count: article.readingMinutes })}
      </p>
      <Heading id={titleId} className="card__title">
        <Link to={href}>{title}</Link>
      </Heading>
      <p>{pick(article.excerpt)}</p>
      {/* The visible text is the start of the name, so voice control users can say what they see. */}
      <Link to={href} className="card__more" aria-label={t('continueReadingLabel', { title })}>
        {t('continueReading')}
      </Link>
    </Card>
  );
}

/** `opensPage`: the grid is the page's main content, so its first cover is in the first screen. */
export function ArticleGrid({ articles, headingLevel, opensPage = false }: { articles: ArticleCardData[]; headingLevel?: 2 | 3; opensPage?: boolean }) {
  return (
    <CardGrid>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} priority={opensPage && index === 0} />
      ))}
    </CardGrid>
  );
}
