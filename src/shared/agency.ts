/**
 * What the site shows of the agency itself beyond its legal identity (company.ts): key figures,
 * testimonials and its timeline; the team is in team.ts, the contact page's facts in office.ts
 * (each page's chunk carries only the module it reads). Every value here is a SAMPLE, marked as such, to be
 * replaced by the agency's own. Texts a person reads (labels, roles, quotes, events) are in the
 * translation files, under the keys named here.
 */

/** A figure of the home page: `value` is shown with the unit its label key says (home:figures.<key>). */
export interface KeyFigure {
  key: 'projects' | 'years' | 'clients' | 'team';
  value: number;
  /** Shown after the number: "+" for "48+", "%" for a share. */
  suffix?: '+' | '%';
}

/**
 * Samples that agree with the sample content a visitor sees beside them (a test checks it): the
 * published projects, the clients of the references, the team's size and the years since the
 * timeline's founding. A home claiming 48 projects over seven case studies read as made up.
 */
export const KEY_FIGURES: readonly KeyFigure[] = [
  { key: 'projects', value: 7 }, // sample
  { key: 'years', value: 9 }, // sample
  { key: 'clients', value: 7 }, // sample
  { key: 'team', value: 5 }, // sample
];

/** A client's word: the quote and the person's role are home:testimonials.items.<key>.{quote,role}. */
export interface Testimonial {
  key: 'fournier' | 'ourcq' | 'cyclofix';
  name: string;
  /** The client's slug (its reference page) and name, as in the seed. */
  client: { slug: string; name: string };
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { key: 'fournier', name: 'Claire Fournier', client: { slug: 'maison-fournier', name: 'Maison Fournier' } }, // sample
  { key: 'ourcq', name: 'Nadia Haddad', client: { slug: 'jardins-de-l-ourcq', name: 'Les Jardins de l’Ourcq' } }, // sample
  { key: 'cyclofix', name: 'Julien Morel', client: { slug: 'cyclofix', name: 'Cyclofix' } }, // sample
];

/** The agency's timeline: a year each, the event is services:agency.timeline.<key>. */
export const TIMELINE: readonly { year: number; key: 'founded' | 'firstApp' | 'team' | 'accessibility' | 'today' }[] = [
  { year: 2017, key: 'founded' }, // sample
  { year: 2019, key: 'firstApp' }, // sample
  { year: 2021, key: 'team' }, // sample
  { year: 2023, key: 'accessibility' }, // sample
  { year: 2026, key: 'today' }, // sample
];
