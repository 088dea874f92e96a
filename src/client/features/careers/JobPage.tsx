import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Job } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Redirect } from '../../components/Redirect';
import { ContentDetail, ContentDetailSkeleton } from '../../components/ContentDetail';
import { LocalizedDate } from '../../components/LocalizedDate';
import { QueryState } from '../../components/QueryState';
import { RichText } from '../../components/RichText';
import { useLocalized } from '../../components/useLocalized';
import NotFoundPage from '../../components/NotFoundPage';
import { ApplyLink } from './ApplyLink';
import { TeamGrid } from '../../components/TeamGrid';
import { RecruitmentProcess } from './RecruitmentProcess';
import { JobDetails } from './JobDetails';
import { useJobFacts } from './JobFacts';
import { useGetUniqueJobQuery } from './jobsApi';
import './careers.css';

/**
 * recrutement/{slug}: a job offer (the three the spec names, alternant-ux-ui, alternant-front-js and
 * developpeur-full-stack-js, and any other): its description and the way to apply.
 */
export default function JobPage() {
  const { t } = useTranslation('recruitment');
  const { slug = '', lang } = useParams();
  const result = useGetUniqueJobQuery(slug);
  return (
    <QueryState
      result={result}
      skeleton={<ContentDetailSkeleton cover={false} />}
      heading={t('pages:recruitmentDetail.title')}
      errorMessage={t('job.loadError')}
      retryLabel={t('retry')}
      notFound={<NotFoundPage />}
    >
      {(job) =>
        job.slug === slug ? <JobView job={job} /> : <Redirect permanent to={pathTo('recruitmentDetail', { slug: job.slug }, lang)} />
      }
    </QueryState>
  );
}

function JobView({ job }: { job: Job }) {
  const { t } = useTranslation('recruitment');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const facts = useJobFacts(job);
  return (
    <ContentDetail
      title={pick(job.title)}
      meta={facts}
      lead={pick(job.summary)}
      seo={{
        jsonLd: [{ jobPosting: job }],
        breadcrumbs: [{ name: t('pages:recruitment.title'), path: pathTo('recruitment', {}, lang) }],
      }}
    >
      <JobDetails job={job} />
      <RichText text={pick(job.description)} />
      <TeamGrid id="job-team" title={t('team.title')} intro={t('team.intro')} />
      <RecruitmentProcess id="job-process" />
      <section className="recruitment__section" aria-labelledby="job-apply">
        <h2 id="job-apply">{t('job.applyTitle')}</h2>
        <div className="recruitment__apply">
          {job.validThrough && (
            <p>
              {t('job.validThrough')} <LocalizedDate value={job.validThrough} />
            </p>
          )}
          <ApplyLink job={job} label={t('job.apply')} />
        </div>
      </section>
      <p className="detail__back">
        <Link to={pathTo('recruitment', {}, lang)}>
          <span aria-hidden="true">← </span>
          {t('job.back')}
        </Link>
      </p>
    </ContentDetail>
  );
}
