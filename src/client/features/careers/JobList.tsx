import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { JobSummary } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { useLocalized } from '../../components/useLocalized';
import { ApplyLink } from './ApplyLink';
import { JobFacts } from './JobFacts';
import './careers.css';

interface JobListProps {
  jobs: JobSummary[];
  /** 2 on the job list page, 3 in a section headed by an h2 (recruitment page). */
  headingLevel?: 2 | 3;
}

/** Job offers, each with its facts, its summary, "apply now" and a link to the full offer. */
export function JobList({ jobs, headingLevel = 2 }: JobListProps) {
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <JobItem key={job.id} job={job} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

function JobItem({ job, headingLevel }: { job: JobSummary; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('recruitment');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const titleId = useId();
  const title = pick(job.title);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="job reveal">
      <article aria-labelledby={titleId}>
        <Heading id={titleId} className="job__title">
          <Link to={pathTo('recruitmentDetail', { slug: job.slug }, lang)}>{title}</Link>
        </Heading>
        <JobFacts job={job} className="job__facts" />
        <p className="job__summary">{pick(job.summary)}</p>
        <p className="job__actions">
          <ApplyLink job={job} label={t('applyNow')} />
          <Link
            className="button button--ghost"
            to={pathTo('recruitmentDetail', { slug: job.slug }, lang)}
            aria-label={t('seeOfferLabel', { title })}
          >
            {t('seeOffer')}
          </Link>
        </p>
      </article>
    </li>
  );
}

/** No offer open: say so, and offer a spontaneous application. */
export function NoOpening() {
  const { t } = useTranslation('recruitment');
  const { lang } = useParams();
  return (
    <div className="empty-state">
      <p>{t('empty')}</p>
      <Link to={pathTo('candidacy', {}, lang)}>{t('spontaneous.cta')}</Link>
    </div>
  );
}

/** `count` offers' worth of placeholders, in the same boxes. */
export function JobListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="job-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="job">
          <Skeleton width="55%" height="calc(var(--leading-tight) * 1em)" className="job__title" />
          <SkeletonText lines={1} lastWidth="40%" className="job__facts" />
          <SkeletonText lines={3} className="job__summary" />
          <p className="job__actions">
            <Skeleton width="11rem" height="2.75rem" />
            <Skeleton width="9rem" height="2.75rem" />
          </p>
        </li>
      ))}
    </ul>
  );
}
