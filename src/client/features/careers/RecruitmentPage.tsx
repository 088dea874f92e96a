import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { TeamGrid } from '../../components/TeamGrid';
import { RecruitmentProcess } from './RecruitmentProcess';
import { JobList, JobListSkeleton, NoOpening } from './JobList';
import { useGetAllJobsQuery } from './jobsApi';

// The reasons to join, in this order; each has a title and a text in the translations.
const VALUES = ['team', 'learning', 'craft', 'balance'] as const;
const LIFE = ['week', 'learning', 'pairing', 'clients'] as const;

/** recrutement: why join the agency, the open offers, and a spontaneous application. */
export default function RecruitmentPage() {
  const { t } = useTranslation('recruitment');
  const { lang } = useParams();
  const result = useGetAllJobsQuery();
  return (
    <section aria-labelledby="recruitment-title">
      <PageHeader id="recruitment-title" title={t('pages:recruitment.title')} intro={t('intro')} illustration="/media/illustrations/recruitment.svg" />

      <section className="recruitment__section split" aria-labelledby="recruitment-values">
        <h2 id="recruitment-values">{t('values.title')}</h2>
        <ul className="recruitment__values">
          {VALUES.map((value) => (
            <li key={value}>
              <h3>{t(`values.${value}.title`)}</h3>
              <p>{t(`values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <TeamGrid id="recruitment-team" title={t('team.title')} intro={t('team.intro')} />

      <section className="recruitment__section split" aria-labelledby="recruitment-life">
        <h2 id="recruitment-life">{t('life.title')}</h2>
        <ul className="recruitment__life">
          {LIFE.map((item) => (
            <li key={item}>{t(`life.items.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section className="recruitment__section split" aria-labelledby="recruitment-offers">
        <h2 id="recruitment-offers">{t('offers.title')}</h2>
        <QueryState result={result} skeleton={<JobListSkeleton />} errorMessage={t('loadError')} retryLabel={t('retry')}>
          {(jobs) => (jobs.length > 0 ? <JobList jobs={jobs} headingLevel={3} /> : <NoOpening />)}
        </QueryState>
      </section>

      <RecruitmentProcess />

      <section className="recruitment__section split" aria-labelledby="recruitment-spontaneous">
        <h2 id="recruitment-spontaneous">{t('spontaneous.title')}</h2>
        <div className="recruitment__apply">
          <p>{t('spontaneous.text')}</p>
          <Link className="button button--ghost" to={pathTo('candidacy', {}, lang)}>
            {t('spontaneous.cta')}
          </Link>
        </div>
      </section>
    </section>
  );
}
