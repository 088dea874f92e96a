import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { CARD_IMAGE_SIZES, CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { Link } from '../../components/Link';
import { QueryState } from '../../components/QueryState';
import { ProjectCard } from './ProjectCard';
import { useGetProjectCardsQuery } from './projectsApi';

const SELECTED_WORK_COUNT = 3;

/** Three recent case studies, as cards leading to their pages, and the way to all of them. */
export function SelectedWork() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  const result = useGetProjectCardsQuery(SELECTED_WORK_COUNT);
  return (
    <section id="work" className="home-section home-work" aria-labelledby="work-title">
      <p className="eyebrow">{t('work.eyebrow')}</p>
      <h2 id="work-title">{t('work.title')}</h2>
      <p className="home-section__intro">{t('work.intro')}</p>
      <QueryState result={result} skeleton={<CardGridSkeleton count={SELECTED_WORK_COUNT} />} errorMessage={t('work.error')} retryLabel={t('references.retry')}>
        {(projects) => (
          <CardGrid>
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} level={3} sizes={CARD_IMAGE_SIZES} />
            ))}
          </CardGrid>
        )}
      </QueryState>
      <p className="home-work__all">
        <Link className="button button--ghost" to={pathTo('projects', {}, lang)}>
          {t('work.all')}
        </Link>
      </p>
    </section>
  );
}
