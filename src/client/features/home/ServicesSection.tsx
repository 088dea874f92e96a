import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo, type RouteName } from '../../../shared/routes';
import { ServiceIcon, type ServiceIconName } from './ServiceIcon';

// Each service, its icon and the page that tells more about it.
const SERVICES: readonly { key: string; icon: ServiceIconName; route: RouteName }[] = [
  { key: 'websites', icon: 'website', route: 'starterPack' },
  { key: 'webApps', icon: 'webApp', route: 'expertise' },
  { key: 'mobileApps', icon: 'mobileApp', route: 'services' },
  { key: 'consulting', icon: 'consulting', route: 'advice' },
  { key: 'maintenance', icon: 'maintenance', route: 'packages' },
];

/** "Expertise": what the agency makes, each with a line and a link to its page. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  return (
    <section id="services" tabIndex={-1} className="home-section home-services full-bleed" aria-labelledby="services-title">
      <p className="eyebrow">{t('services.eyebrow')}</p>
      <h2 id="services-title">{t('services.title')}</h2>
      <p className="home-section__intro">{t('services.intro')}</p>
      <ul className="home-services__list plain-list">
        {SERVICES.map(({ key, icon, route }) => (
          <li key={key} className="home-service">
            <ServiceIcon name={icon} />
            <h3 className="home-service__title">{t(`services.items.${key}.title`)}</h3>
            <p>{t(`services.items.${key}.text`)}</p>
            <Link className="home-service__link" to={pathTo(route, {}, lang)}>
              {t(`services.items.${key}.link`)}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
