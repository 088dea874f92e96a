import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { StarterPackForm } from '../../features/contact/StarterPackForm';
import { Breadcrumb } from '../../features/services/Breadcrumb';
import { EditorialPage } from '../../features/services/EditorialPage';
import { Section, TextList } from '../../features/services/EditorialParts';

/** The starter pack request: an introduction, then the form, which the forms feature owns. */
export default function StarterPackFormPage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <EditorialPage
      name="starterPackForm"
      lead={t('starterPackForm.lead')}
      before={<Breadcrumb parent="starterPack" current="starterPackForm" />}
    >
      <Section title={t('starterPackForm.formTitle')} className="starter-pack-form" id="starter-pack-form">
        <p className="editorial__note">{t('starterPackForm.noCommitment')}</p>
        <StarterPackForm />
      </Section>

      <Section title={t('starterPackForm.next.title')}>
        <TextList textKey="starterPackForm.next.items" />
        <p>
          <Link to={pathTo('starterPack', {}, lang)}>{t('starterPackForm.back')}</Link>
        </p>
      </Section>
    </EditorialPage>
  );
}
