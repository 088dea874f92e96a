import { ContentSection, type ContentSectionProps } from './ContentSection';
import { JobForm } from './JobForm';

const Form: ContentSectionProps<'jobs'>['Form'] = ({ entry, onSaved }) => <JobForm job={entry} onSaved={onSaved} />;

/** /{lang}/admin/jobs: the job offers; closing one takes it off the public lists. */
export default function JobsSection() {
  return <ContentSection kind="jobs" Form={Form} />;
}
