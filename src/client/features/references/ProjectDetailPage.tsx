import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Project } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Redirect } from '../../components/Redirect';
import { ContentDetail, ContentDetailSkeleton } from '../../components/ContentDetail';
import { LocalizedDate } from '../../components/LocalizedDate';
import { QueryState } from '../../components/QueryState';
import { RichText } from '../../components/RichText';
import { useLocalized } from '../../components/useLocalized';
import NotFoundPage from '../../components/NotFoundPage';
import { useGetUniqueProjectQuery } from './projectsApi';
import { CaseStudy } from './CaseStudy';

/**
 * projects/{id}/{slug}: the id finds the project; a slug that is not the project's (renamed,
 * mistyped) is replaced by the right one, without a new history entry.
 */
export default function ProjectDetailPage() {
  const { t } = useTranslation('references');
  const { id = '', slug = '', lang } = useParams();
  const result = useGetUniqueProjectQuery(id);
  return (
    <QueryState
      result={result}
      skeleton={<ContentDetailSkeleton />}
      heading={t('pages:projectDetail.title')}
      errorMessage={t('project.loadError')}
      retryLabel={t('retry')}
      notFound={<NotFoundPage />}
    >
      {(project) =>
        project.slug === slug && String(project.id) === id ? (
          <ProjectView project={project} />
        ) : (
          <Redirect permanent to={pathTo('projectDetail', { id: project.id, slug: project.slug }, lang)} />
        )
      }
    </QueryState>
  );
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation('references');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const meta = [<LocalizedDate value={project.publishedAt} />];
  if (project.client) {
    meta.unshift(
      <>
        {t('project.clientPrefix')}
        <Link to={pathTo('client', { slug: project.client.slug }, lang)}>{project.client.name}</Link>
      </>,
    );
  }
  return (
    <ContentDetail
      title={pick(project.title)}
      lead={pick(project.summary)}
      cover={project.image}
      meta={meta}
      wide
      seo={{ breadcrumbs: [{ name: t('pages:projects.title'), path: pathTo('projects', {}, lang) }] }}
    >
      <CaseStudy project={project} />
      <RichText text={pick(project.body)} />
      <p className="detail__back">
        <Link to={pathTo('projects', {}, lang)}>
          <span aria-hidden="true">← </span>
          {t('project.back')}
        </Link>
      </p>
    </ContentDetail>
  );
}
