import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { PageTitle } from '../../components/PageTitle';

export default function HomePage() {
  const { t } = useTranslation('pages');
  const { lang } = useParams();
  return (
    <section className="hero" aria-labelledby="home-title">
      <PageTitle />
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="hero__lead">{t('home.lead')}</p>
      <p className="hero__actions">
        <Link className="button" to={pathTo('contact', {}, lang)}>{t('home.ctaContact')}</Link>
        <Link className="button button--ghost" to={pathTo('services', {}, lang)}>{t('home.ctaServices')}</Link>
      </p>
    </section>
  );
}
