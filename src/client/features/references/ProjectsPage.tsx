import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { ProjectSummary } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Card, CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { LocalizedDate } from '../../components/LocalizedDate';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useLocalized } from '../../components/useLocalized';
import { useGetAllPublishedProjectsQuery } from '../projects/projectsApi';

/** projets: the published projects, each leading to its page. */
export default function ProjectsPage() {
  const { t } = useTranslation('references');
  const result = useGetAllPublishedProjectsQuery();
  return (
    <section aria-labelledby="projects-title">
      <PageHeader id="projects-title" title={t('pages:projects.title')} intro={t('projects.intro')} />
      <QueryState
        result={result}
        skeleton={<CardGridSkeleton count={6} />}
        errorMessage={t('projects.loadError')}
        retryLabel={t('retry')}
      >
        {(projects) =>
          projects.length > 0 ? (
            <CardGrid>
              {projects.map((project, index) => (
                <ProjectCard key={project.id} project={project} priority={index === 0} />
              ))}
            </CardGrid>
          ) : (
            <p className="empty-state">{t('projects.empty')}</p>
          )
        }
      </QueryState>
    </section>
  );
}

function ProjectCard({ project, priority }: { project: ProjectSummary; priority: boolean }) {
  const { t } = useTranslation('references');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const titleId = useId();
  const title = pick(project.title);
  const href = pathTo('projectDetail', { id: project.id, slug: project.slug }, lang);
  return (
    <Card titleId={titleId} image={project.image} priority={priority}>
      <p className="card__meta">
        {project.client && (
          <>
            <Link to={pathTo('client', { slug: project.client.slug }, lang)}>{project.client.name}</Link>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <LocalizedDate value={project.publishedAt} />
      </p>
      <h2 id={titleId} className="card__title">
        <Link to={href}>{title}</Link>
      </h2>
      <p>{pick(project.summary)}</p>
      <Link to={href} className="card__more" aria-label={t('projects.seeLabel', { title })}>
        {t('projects.see')}
      </Link>
    </Card>
  );
}
