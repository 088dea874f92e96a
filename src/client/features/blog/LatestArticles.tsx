import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useLocalized } from '../../components/useLocalized';
import { pathTo } from '../../../shared/routes';
import { useGetBlogCardsQuery } from './blogApi';

const LATEST_COUNT = 3;

/** The newest articles, as links: what the 404 page suggests reading. Nothing while they load or when none could be. */
export default function LatestArticles() {
  const { t } = useTranslation('blog');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const { data } = useGetBlogCardsQuery(1);
  const articles = data?.data.slice(0, LATEST_COUNT) ?? [];
  if (articles.length === 0) return null;
  return (
    <section className="not-found__latest" aria-labelledby="latest-articles-title">
      <h2 id="latest-articles-title">{t('latest.title')}</h2>
      <ul className="not-found__latest-list plain-list">
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={pathTo('article', { slug: article.slug }, lang)}>{pick(article.title)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
