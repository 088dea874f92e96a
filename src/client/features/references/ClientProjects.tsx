import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Client } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Link } from '../../components/Link';
import { QueryState } from '../../components/QueryState';
import { SkeletonText } from '../../components/Skeleton';
import { useLocalized } from '../../components/useLocalized';
import { useGetAllPublishedProjectsQuery } from '../projects/projectsApi';

/** A client reference's projects, from the published list (already cached when the visitor came from the projects). */
export function ClientProjects({ client }: { client: Client }) {
  const { t } = useTranslation('references');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const result = useGetAllPublishedProjectsQuery();
  return (
    <QueryState
      result={result}
      skeleton={<SkeletonText lines={3} />}
      errorMessage={t('client.projectsError', { name: client.name })}
      retryLabel={t('retry')}
    >
      {(projects) => {
        const theirs = projects.filter((project) => project.client?.slug === client.slug);
        if (theirs.length === 0) return null;
        return (
          <section className="client-projects" aria-labelledby="client-projects-title">
            <h2 id="client-projects-title">{t('client.projectsTitle', { name: client.name })}</h2>
            <ul>
              {theirs.map((project) => (
                <li key={project.id}>
                  <Link to={pathTo('projectDetail', { id: project.id, slug: project.slug }, lang)}>{pick(project.title)}</Link>
                  <p>{pick(project.summary)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </QueryState>
  );
}
