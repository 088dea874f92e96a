import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ProjectCardData } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Card, PORTFOLIO_IMAGE_SIZES } from '../../components/CardGrid';
import { Link } from '../../components/Link';
import { LocalizedDate } from '../../components/LocalizedDate';
import { useLocalized } from '../../components/useLocalized';
import './caseStudy.css';

/** A project in a portfolio grid: its cover, its client (linked to the reference), title, summary and stack. */
export interface ProjectCardProps {
  project: ProjectCardData;
  priority?: boolean;
  /** The title's level: 3 when the grid has its own h2. */
  level?: 2 | 3;
  /** False on the client's own page, where naming the client again says nothing. */
  withClient?: boolean;
  /** How wide the cover is drawn: a portfolio's two columns unless told. */
  sizes?: string;
}

export function ProjectCard({ project, priority = false, level = 2, withClient = true, sizes = PORTFOLIO_IMAGE_SIZES }: ProjectCardProps) {
  const { t } = useTranslation('references');
  const { pick } = useLocalized();
  const { lang } = useParams();
  const titleId = useId();
  const title = pick(project.title);
  const Title = level === 3 ? 'h3' : 'h2';
  const href = pathTo('projectDetail', { id: project.id, slug: project.slug }, lang);
  return (
    <Card titleId={titleId} image={project.image} priority={priority} sizes={sizes}>
      <p className="card__meta">
        {withClient && project.client && (
          <>
            <Link to={pathTo('client', { slug: project.client.slug }, lang)}>{project.client.name}</Link>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <LocalizedDate value={project.publishedAt} />
      </p>
      <Title id={titleId} className="card__title">
        <Link to={href}>{title}</Link>
      </Title>
      <p>{pick(project.summary)}</p>
      {project.stack.length > 0 && (
        <ul className="tag-list" aria-label={t('projects.stackLabel')}>
          {project.stack.slice(0, 4).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <Link to={href} className="card__more" aria-label={t('projects.seeLabel', { title })}>
        {t('projects.see')}
      </Link>
    </Card>
  );
}
