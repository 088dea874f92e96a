import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { EditorialPage } from './EditorialPage';
import { CallToAction, Cards, Section, TextList } from './EditorialParts';

const OFFER = ['web', 'mobile', 'design', 'support'] as const;
const STEPS = ['discover', 'design', 'build', 'launch'] as const;
const TIMELINES = ['starterPack', 'showcase', 'webApp', 'mobileApp'] as const;
const FURTHER = ['advice', 'packages', 'expertise', 'starterPack'] as const;

/** What the agency does, how it works, typical timelines, for whom; leads to the sub-pages. */
export default function ServicesPage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <EditorialPage name="services" lead={t('services.lead')} illustration="/media/illustrations/services.svg">
      <Section title={t('services.offer.title')}>
        <Cards base="services.offer" ids={OFFER} />
      </Section>

      <Section title={t('services.process.title')}>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step} className="steps__item">
              <h3>{t(`services.process.${step}.title`)}</h3>
              <p>{t(`services.process.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('services.timelines.title')}>
        <p>{t('services.timelines.intro')}</p>
        <dl className="facts">
          {TIMELINES.map((kind) => (
            <div key={kind} className="facts__row">
              <dt>{t(`services.timelines.${kind}`)}</dt>
              <dd>{t(`services.timelines.${kind}Value`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('services.audience.title')}>
        <p>{t('services.audience.text')}</p>
        <TextList textKey="services.audience.items" />
      </Section>

      <Section title={t('services.more.title')}>
        <ul className="service-cards">
          {FURTHER.map((page) => (
            <li key={page} className="service-card">
              <h3>
                <Link to={pathTo(page, {}, lang)}>{t(`services.more.${page}`)}</Link>
              </h3>
              <p>{t(`services.more.${page}Text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction text={t('services.cta.text')} link={t('services.cta.link')} to={pathTo('contact', {}, lang)} />
    </EditorialPage>
  );
}
