import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useCompany } from '../../lib/runtimeConfig';
import { Seo } from '../../components/Seo';
import { TIMELINE } from '../../../shared/agency';
import { AreaMap } from '../../components/AreaMap';
import { PageArt } from '../../components/PageHeader';
import { TeamGrid } from '../../components/TeamGrid';
import './agency.css';

const STORY = ['beginning', 'growth', 'today'] as const;
const VALUES = ['clarity', 'care', 'restraint', 'closeness'] as const;

/** About the agency (l-agence): story and timeline, values, the team, life at the studio, where it is, and the ways to contact or join it. */
export default function AgencyPage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  const company = useCompany();
  const { street, postalCode, city, country } = company.address;
  const title = t('pages:agency.title');
  return (
    <section className="page page--wide agency" aria-labelledby="agency-title">
      <Seo title={title} />
      <div className="page-intro">
        <div>
          <h1 id="agency-title">{title}</h1>
          <p className="agency__lead">{t('agency.lead')}</p>
        </div>
        <PageArt src="/media/illustrations/agency.svg" />
      </div>

      <section className="agency__section split">
        <h2>{t('agency.story.title')}</h2>
        {STORY.map((part) => (
          <p key={part}>{t(`agency.story.${part}`)}</p>
        ))}
      </section>

      <section className="agency__section split" aria-labelledby="agency-timeline">
        <h2 id="agency-timeline">{t('agency.timeline.title')}</h2>
        <ol className="agency__timeline plain-list">
          {TIMELINE.map(({ year, key }) => (
            <li key={key} className="reveal">
              <span className="agency__year">{year}</span>
              <p>{t(`agency.timeline.${key}`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="agency__section split">
        <h2>{t('agency.values.title')}</h2>
        <ul className="agency__values">
          {VALUES.map((value) => (
            <li key={value} className="reveal">
              <h3>{t(`agency.values.${value}.title`)}</h3>
              <p>{t(`agency.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <TeamGrid id="agency-team" title={t('agency.team.title')} intro={t('agency.team.intro')} />

      <section className="agency__life split full-bleed on-dark" aria-labelledby="agency-life">
        <h2 id="agency-life">{t('agency.life.title')}</h2>
        <div>
          <p>{t('agency.life.text')}</p>
          <Link to={pathTo('recruitment', {}, lang)}>{t('agency.life.link')}</Link>
        </div>
      </section>

      <section className="agency__section split">
        <h2>{t('agency.place.title')}</h2>
        <p>{t('agency.place.text', { city })}</p>
        <div className="agency__place">
          <address className="agency__address">
            {company.name}
            <br />
            {street}
            <br />
            {postalCode} {city}, {country}
            <br />
            {t('agency.place.phone')}
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            <br />
            {t('agency.place.email')}
            <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
          </address>
          <AreaMap className="agency__map" />
        </div>
      </section>

      <section className="agency__section agency__join">
        <h2>{t('agency.join.title')}</h2>
        <p>{t('agency.join.text')}</p>
        <p className="agency__actions">
          <Link className="button" to={pathTo('contact', {}, lang)}>
            {t('agency.join.contact')}
          </Link>
          <Link className="button button--ghost" to={pathTo('recruitment', {}, lang)}>
            {t('agency.join.recruitment')}
          </Link>
        </p>
      </section>
    </section>
  );
}
