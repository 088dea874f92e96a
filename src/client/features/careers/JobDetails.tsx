import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Job, JobSalary } from '../../../shared/api';
import { EMPLOYMENT_TYPES } from '../../../shared/content';
import type { InterfaceLanguage } from '../../../shared/languages';
import { formatAmount } from '../../components/format';
import { useLocalized } from '../../components/useLocalized';

/** The offer at a glance: kind of job, workplace and pay (the end date sits by the apply link). */
export function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation('recruitment');
  const { lang } = useLocalized();
  const known = (EMPLOYMENT_TYPES as readonly string[]).includes(job.employmentType);
  // The postal code stays with its town on one line.
  const place = job.address ? `${job.address.street}, ${job.address.postalCode}\u00a0${job.address.locality}` : job.location;
  const details: [string, string][] = [
    ...(known ? [[t('job.details.type'), t(`employmentType.${job.employmentType}`)] as [string, string]] : []),
    [t('job.details.place'), place],
    ...(job.salary ? [[t('job.details.salary'), salaryText(job.salary, lang, t)] as [string, string]] : []),
  ];
  return (
    <dl className="job-details">
      {details.map(([term, value]) => (
        <div key={term} className="job-details__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "De 45 000 € à 55 000 € bruts par an", or one amount when the range is a single figure. */
function salaryText({ min, max, currency, unit }: JobSalary, lang: InterfaceLanguage, t: TFunction<'recruitment'>): string {
  const per = t(`salary.per.${unit}`);
  return min === max
    ? t('salary.single', { amount: formatAmount(min, currency, lang), per })
    : t('salary.range', { min: formatAmount(min, currency, lang), max: formatAmount(max, currency, lang), per });
}
