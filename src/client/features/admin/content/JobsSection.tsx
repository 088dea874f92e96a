import { useTranslation } from 'react-i18next';
import { type AdminJob } from '../../../../shared/admin';
import { JOB_STATUSES } from '../../../../shared/contentKinds';
import { useLocalized } from '../../../components/useLocalized';
import { ContentSection, type ContentSectionConfig } from './ContentSection';
import { JobForm } from './JobForm';

const Form: ContentSectionConfig<'jobs'>['Form'] = ({ entry, onSaved }) => <JobForm job={entry} onSaved={onSaved} />;

/** /{lang}/admin/jobs: the job offers; closing one takes it off the public lists. */
export default function JobsSection() {
  const { pick } = useLocalized();
  const { t } = useTranslation('adminContent');
  return (
    <ContentSection
      config={{
        kind: 'jobs',
        label: (job: AdminJob) => pick(job.title),
        columns: [{ key: 'location', header: t('fields.location'), cell: (job) => job.location }],
        statuses: JOB_STATUSES,
        statusAction: (job) => (job.status === 'open' ? { to: 'closed', action: 'close' } : { to: 'open', action: 'reopen' }),
        Form,
      }}
    />
  );
}
