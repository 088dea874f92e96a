import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { KEY_FIGURES, TESTIMONIALS, type KeyFigure } from '../../../shared/agency';
import { pathTo } from '../../../shared/routes';
import { CARD_IMAGE_SIZES, CardGrid, CardGridSkeleton } from '../../components/CardGrid';
import { Link } from '../../components/Link';
import { QueryState } from '../../components/QueryState';
import { useGetAllPublishedProjectsQuery } from '../projects/projectsApi';
import { ProjectCard } from '../references/ProjectCard';

const SELECTED_WORK_COUNT = 3;

function formatFigure({ value, suffix }: KeyFigure, lang: string): string {
  if (suffix === '%') return new Intl.NumberFormat(lang, { style: 'percent' }).format(value / 100);
  return new Intl.NumberFormat(lang).format(value) + (suffix ?? '');
}

/** The agency in four figures (sample values, shared/agency.ts), on a dark band. */
export function KeyFigures() {
  const { t, i18n } = useTranslation('home');
  return (
    <section className="home-figures home-band on-dark" aria-labelledby="figures-title">
      <h2 id="figures-title" className="visually-hidden">
        {t('figures.title')}
      </h2>
      <ul className="home-figures__list plain-list">
        {KEY_FIGURES.map((figure) => (
          <li key={figure.key} className="home-figure reveal">
            <span className="home-figure__value">{formatFigure(figure, i18n.language)}</span>
            <span className="home-figure__label">{t(`figures.${figure.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Three recent case studies, as cards leading to their pages, and the way to all of them. */
export function SelectedWork() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  const result = useGetAllPublishedProjectsQuery();
  return (
    <section id="work" className="home-section home-work" aria-labelledby="work-title">
      <p className="eyebrow">{t('work.eyebrow')}</p>
      <h2 id="work-title">{t('work.title')}</h2>
      <p className="home-section__intro">{t('work.intro')}</p>
      <QueryState result={result} skeleton={<CardGridSkeleton count={SELECTED_WORK_COUNT} />} errorMessage={t('work.error')} retryLabel={t('references.retry')}>
        {(projects) => (
          <CardGrid>
            {projects.slice(0, SELECTED_WORK_COUNT).map((project) => (
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

/** What clients say: a quote, their name, their role and their company (linked to its reference). */
export function Testimonials() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  return (
    <section className="home-section home-testimonials" aria-labelledby="testimonials-title">
      <p className="eyebrow">{t('testimonials.eyebrow')}</p>
      <h2 id="testimonials-title">{t('testimonials.title')}</h2>
      <ul className="home-testimonials__list plain-list">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.key} className="home-testimonial reveal">
            <figure>
              <blockquote>
                <p>{t(`testimonials.items.${testimonial.key}.quote`)}</p>
              </blockquote>
              <figcaption>
                <span className="home-testimonial__name">{testimonial.name}</span>
                <span className="home-testimonial__role">
                  {t(`testimonials.items.${testimonial.key}.role`)},{' '}
                  <Link to={pathTo('client', { slug: testimonial.client.slug }, lang)}>{testimonial.client.name}</Link>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call: a dark band leading to the contact form. */
export function HomeCta() {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  return (
    <section className="home-cta on-dark" aria-labelledby="home-cta-title">
      <h2 id="home-cta-title">{t('cta.title')}</h2>
      <p>{t('cta.text')}</p>
      <Link className="button" to={pathTo('contact', {}, lang)}>
        {t('cta.link')}
      </Link>
    </section>
  );
}
