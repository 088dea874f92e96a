import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo, type FIXED_ARTICLE_SLUGS } from '../../../shared/routes';
import { Breadcrumb } from './Breadcrumb';
import { EditorialPage } from './EditorialPage';
import { CallToAction, Cards, Section, TextList } from './EditorialParts';

const MISSIONS = ['audit', 'product', 'architecture', 'ecodesign', 'coaching'] as const;
const FORMATS = ['flash', 'workshop', 'partTime'] as const;
/** Blog articles that go deeper into what the missions address. */
const READING: { key: string; slug: (typeof FIXED_ARTICLE_SLUGS)[number] }[] = [
  { key: 'mvp', slug: 'quest-ce-quun-mvp' },
  { key: 'api', slug: 'api-vs-microservices-comment-savoir-lequel-est-pour-moi' },
  { key: 'ecology', slug: 'comment-integrer-de-lecologie-dans-les-projets-digitaux' },
];

/** The consulting side of the agency (societe-de-conseils), a sub-page of the services. */
export default function AdvicePage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <EditorialPage name="advice" lead={t('advice.lead')} before={<Breadcrumb parent="services" current="advice" />}>
      <Section title={t('advice.missions.title')}>
        <Cards base="advice.missions" ids={MISSIONS} />
      </Section>

      <Section title={t('advice.formats.title')}>
        <dl className="facts">
          {FORMATS.map((format) => (
            <div key={format} className="facts__row">
              <dt>{t(`advice.formats.${format}`)}</dt>
              <dd>{t(`advice.formats.${format}Value`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('advice.deliverables.title')}>
        <TextList textKey="advice.deliverables.items" />
      </Section>

      <Section title={t('advice.reading.title')}>
        <ul className="text-list">
          {READING.map(({ key, slug }) => (
            <li key={key}>
              <Link to={pathTo('article', { slug }, lang)}>{t(`advice.reading.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction text={t('advice.cta.text')} link={t('advice.cta.link')} to={pathTo('contact', {}, lang)} />
    </EditorialPage>
  );
}
