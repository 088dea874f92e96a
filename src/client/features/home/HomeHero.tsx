import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';

/** The top of a home page: its h1, a lead paragraph and the two calls to action. */
export function HomeHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const { lang } = useParams();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-hero__title">
        {title}
      </h1>
      <p className="home-hero__lead">{lead}</p>
      <p className="home-hero__actions">
        <Link className="button" to={pathTo('contact', {}, lang)}>
          {t('home.ctaContact')}
        </Link>
        <Link className="button button--ghost" to={pathTo('services', {}, lang)}>
          {t('home.ctaServices')}
        </Link>
      </p>
      {children}
    </section>
  );
}
