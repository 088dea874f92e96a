import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { KEY_FIGURES, TESTIMONIALS, type KeyFigure } from '../../../shared/agency';
import { pathTo } from '../../../shared/routes';
import { formatNumber, formatPercent } from '../../components/format';
import { Link } from '../../components/Link';

function formatFigure({ value, suffix }: KeyFigure, lang: string): string {
  if (suffix === '%') return formatPercent(value, lang);
  return formatNumber(value, lang) + (suffix ?? '');
}

/** The agency in four figures (sample values, shared/agency.ts), on a dark band. */
export function KeyFigures() {
  const { t, i18n } = useTranslation('home');
  return (
    <section className="home-figures home-band full-bleed on-dark" aria-labelledby="figures-title">
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
