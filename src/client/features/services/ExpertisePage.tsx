import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { EditorialPage } from './EditorialPage';
import { Cards, Section } from './EditorialParts';

const TECHNOLOGIES = ['front', 'mobile', 'back', 'ops'] as const;
const METHODS = ['why', 'agile', 'accessibility', 'ecodesign', 'security'] as const;

/** The technologies the agency masters and the methods it works by. */
export default function ExpertisePage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <EditorialPage name="expertise" lead={t('expertise.lead')}>
      <Section title={t('expertise.technologies.title')}>
        <ul className="service-cards">
          {TECHNOLOGIES.map((area) => (
            <li key={area} className="service-card">
              <h3>{t(`expertise.technologies.${area}.title`)}</h3>
              <p>{t(`expertise.technologies.${area}.text`)}</p>
              <p className="service-card__tools">{t(`expertise.technologies.${area}.tools`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('expertise.methods.title')}>
        <Cards base="expertise.methods" ids={METHODS} />
      </Section>

      <div className="editorial__cta">
        <p>{t('expertise.cta.text')}</p>
        <p className="editorial__actions">
          <Link className="button" to={pathTo('contact', {}, lang)}>
            {t('expertise.cta.link')}
          </Link>
          <Link className="button button--ghost" to={pathTo('services', {}, lang)}>
            {t('expertise.cta.services')}
          </Link>
        </p>
      </div>
    </EditorialPage>
  );
}
