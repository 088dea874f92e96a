import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from './Link';
import { pathTo } from '../../shared/routes';
import { Seo } from './Seo';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  const { lang } = useParams();
  return (
    <section className="page" aria-labelledby="not-found-title">
      <Seo title={t('notFound.title')} notFound />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={pathTo('home', {}, lang)}>{t('notFound.backHome')}</Link>
    </section>
  );
}
