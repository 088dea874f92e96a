import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { JobList, JobListSkeleton, NoOpening } from './JobList';
import { useGetAllJobsQuery } from './jobsApi';

/** jobs: every open offer with "apply now", which opens the candidacy form for that job. */
export default function JobsPage() {
  const { t } = useTranslation('recruitment');
  const result = useGetAllJobsQuery();
  return (
    <section aria-labelledby="jobs-title">
      <PageHeader id="jobs-title" title={t('pages:jobs.title')} intro={t('jobs.intro')} />
      <QueryState result={result} skeleton={<JobListSkeleton />} errorMessage={t('loadError')} retryLabel={t('retry')}>
        {(jobs) => (jobs.length > 0 ? <JobList jobs={jobs} /> : <NoOpening />)}
      </QueryState>
    </section>
  );
}

