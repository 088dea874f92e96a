import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/jobs: the staff screens of the jobs (features/admin/content). */
export default function JobsSection() {
  return <SectionPlaceholder section="jobs" />;
}
