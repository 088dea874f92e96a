import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { EditorialPage } from './EditorialPage';
import { CallToAction, Section, TextList } from './EditorialParts';
import { STARTER_PACK_EUROS } from './packages';

/** The starter pack: what it includes, for whom, its fixed price, and the way to the request form. */
export default function StarterPackPage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  const form = pathTo('starterPackForm', {}, lang);
  return (
    <EditorialPage name="starterPack" lead={t('starterPack.lead')}>
      <p className="price-tag">{t('priceFixed', { price: STARTER_PACK_EUROS })}</p>

      <Section title={t('starterPack.included.title')}>
        <TextList textKey="starterPack.included.items" />
      </Section>

      <Section title={t('starterPack.audience.title')}>
        <TextList textKey="starterPack.audience.items" />
      </Section>

      <Section title={t('starterPack.steps.title')}>
        <TextList textKey="starterPack.steps.items" ordered />
      </Section>

      <CallToAction text={t('starterPack.cta.text')} link={t('starterPack.cta.link')} to={form} />
    </EditorialPage>
  );
}
