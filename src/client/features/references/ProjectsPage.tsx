import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useGetProjectCardsQuery } from './projectsApi';
import { ProjectCard } from './ProjectCard';

/** projets: the published projects, each leading to its page. */
export default function ProjectsPage() {
  const { t } = useTranslation('references');
  const result = useGetProjectCardsQuery();
  return (
    <section aria-labelledby="projects-title">
      <PageHeader id="projects-title" title={t('pages:projects.title')} intro={t('projects.intro')} />
      <QueryState
        result={result}
        skeleton={<CardGridSkeleton count={4} portfolio />}
        errorMessage={t('projects.loadError')}
        retryLabel={t('retry')}
      >
        {(projects) =>
          projects.length > 0 ? (
            <CardGrid portfolio>
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
