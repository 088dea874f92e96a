import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../../shared/api';
import { EMPLOYMENT_TYPES } from '../../../shared/content';
import { LocalizedDate } from '../../components/LocalizedDate';

/** A job's short facts: contract type (one of EMPLOYMENT_TYPES), place, date posted. */
export function useJobFacts(job: JobSummary): ReactNode[] {
  const { t } = useTranslation('recruitment');
  const known = (EMPLOYMENT_TYPES as readonly string[]).includes(job.employmentType);
  return [
    ...(known ? [t(`employmentType.${job.employmentType}`)] : []),
    job.location,
    <>
      {t('postedOn')} <LocalizedDate value={job.postedAt} />
    </>,
  ];
}

/** The facts on one line, separated by dots. */
export function JobFacts({ job, className }: { job: JobSummary; className?: string }) {
  const facts = useJobFacts(job);
  return (
    <p className={className}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}
