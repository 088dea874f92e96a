import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { JobSummary } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { useLocalized } from '../../components/useLocalized';

/** The query key the candidacy form reads to name the job applied for. */
export const JOB_QUERY_KEY = 'job';

/** The candidacy form for a job: `/fr/candidature?job=<slug>`. */
export function applyPath(slug: string, lang?: string): string {
  return `${pathTo('candidacy', {}, lang)}?${new URLSearchParams({ [JOB_QUERY_KEY]: slug }).toString()}`;
}

/** "Apply now", styled as a button; its accessible name says which job (several sit on one page). */
export function ApplyLink({ job, label }: { job: JobSummary; label: string }) {
  const { t } = useTranslation('recruitment');
  const { pick } = useLocalized();
  const { lang } = useParams();
  return (
    <Link className="button" to={applyPath(job.slug, lang)} aria-label={t('applyLabel', { label, title: pick(job.title) })}>
      {label}
    </Link>
  );
}
