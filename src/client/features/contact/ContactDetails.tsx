import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OFFICE_HOURS, RESPONSE_WORKING_DAYS } from '../../../shared/office';
import { pathTo } from '../../../shared/routes';
import { AreaMap } from '../../components/AreaMap';
import { Link } from '../../components/Link';
import { useCompany } from '../../lib/runtimeConfig';
import './contact.css';

/** The side of the contact form: where and when to reach the agency, how fast it answers, what it does with the details, and a map. */
export function ContactDetails() {
  const { t } = useTranslation('forms');
  const { lang } = useParams();
  const company = useCompany();
  const { street, postalCode, city, country } = company.address;
  return (
    <aside className="form-aside contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('contactDetails.title')}</h2>
      <p className="contact-details__promise">{t('contactDetails.response', { count: RESPONSE_WORKING_DAYS })}</p>
      <dl className="contact-details__list">
        <div>
          <dt>{t('contactDetails.address')}</dt>
          <dd>
            <address>
              {street}
              <br />
              {postalCode} {city}, {country}
            </address>
          </dd>
        </div>
        <div>
          <dt>{t('contactDetails.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactDetails.email')}</dt>
          <dd>
            <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactDetails.hours')}</dt>
          <dd>{t('contactDetails.hoursValue', OFFICE_HOURS)}</dd>
        </div>
      </dl>
      <AreaMap className="contact-details__map" />
      <p className="contact-details__privacy">
        {t('contactDetails.privacy')} <Link to={pathTo('privacy', {}, lang)}>{t('contactDetails.privacyLink')}</Link>
      </p>
    </aside>
  );
}
