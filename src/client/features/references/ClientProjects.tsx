import { useTranslation } from 'react-i18next';
import type { Client } from '../../../shared/api';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { QueryState } from '../../components/QueryState';
import { useGetProjectCardsQuery } from './projectsApi';
import { ProjectCard } from './ProjectCard';

/** A client reference's projects, from the published list (already cached when the visitor came from the projects). */
export function ClientProjects({ client }: { client: Client }) {
  const { t } = useTranslation('references');
  const result = useGetProjectCardsQuery();
  return (
    <QueryState
      result={result}
      skeleton={<CardGridSkeleton count={2} portfolio />}
      errorMessage={t('client.projectsError', { name: client.name })}
      retryLabel={t('retry')}
    >
      {(projects) => {
        const theirs = projects.filter((project) => project.client?.slug === client.slug);
        if (theirs.length === 0) return null;
        return (
          <section className="client-projects" aria-labelledby="client-projects-title">
            <h2 id="client-projects-title">{t('client.projectsTitle', { name: client.name })}</h2>
            <CardGrid portfolio>
              {theirs.map((project) => (
                <ProjectCard key={project.id} project={project} level={3} withClient={false} />
              ))}
            </CardGrid>
          </section>
        );
      }}
    </QueryState>
  );
}
