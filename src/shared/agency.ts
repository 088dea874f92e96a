/**
 * What the site shows of the agency itself beyond its legal identity (company.ts): key figures,
 * the team, testimonials and its timeline. Every value here is a SAMPLE, marked as such, to be
 * replaced by the agency's own. Texts a person reads (labels, roles, quotes, events) are in the
 * translation files, under the keys named here.
 */

/** A figure of the home page: `value` is shown with the unit its label key says (home:figures.<key>). */
export interface KeyFigure {
  key: 'projects' | 'years' | 'clients' | 'satisfaction';
  value: number;
  /** Shown after the number: "+" for "48+", "%" for a share. */
  suffix?: '+' | '%';
}

export const KEY_FIGURES: readonly KeyFigure[] = [
  { key: 'projects', value: 48, suffix: '+' }, // sample
  { key: 'years', value: 9 }, // sample
  { key: 'clients', value: 31 }, // sample
  { key: 'satisfaction', value: 97, suffix: '%' }, // sample
];

/** A member of the team: the role is recruitment:team.roles.<role>; the portrait is drawn (scripts/generate-showcase-images.ts). */
export interface TeamMember {
  slug: string;
  name: string;
  role: 'cofounderTech' | 'cofounderMobile' | 'designer' | 'projectManager' | 'developer';
  portrait: string;
}

export const TEAM: readonly TeamMember[] = [
  { slug: 'camille-roux', name: 'Camille Roux', role: 'cofounderTech', portrait: '/media/team/camille-roux.svg' }, // sample
  { slug: 'yanis-belaid', name: 'Yanis Belaïd', role: 'cofounderMobile', portrait: '/media/team/yanis-belaid.svg' }, // sample
  { slug: 'aissata-diallo', name: 'Aïssata Diallo', role: 'designer', portrait: '/media/team/aissata-diallo.svg' }, // sample
  { slug: 'lea-marchand', name: 'Léa Marchand', role: 'projectManager', portrait: '/media/team/lea-marchand.svg' }, // sample
  { slug: 'thomas-nguyen', name: 'Thomas Nguyen', role: 'developer', portrait: '/media/team/thomas-nguyen.svg' }, // sample
];

/** The intrinsic size of a portrait (square). */
export const PORTRAIT_SIZE = 600;

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

/** The services at a glance, with their icon (public/media/services/<icon>.svg). */
export const SERVICE_ICONS = ['website', 'webApp', 'mobileApp', 'design', 'consulting', 'maintenance'] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** When the agency answers the phone (contact page): weekdays, 24-hour times. */
export const OFFICE_HOURS = { opens: '09:00', closes: '18:00' } as const; // sample

/** The promise the contact page makes: a first answer within this many working days. */
export const RESPONSE_WORKING_DAYS = 1; // sample

/** The map of the office's surroundings, drawn per language (scripts/generate-showcase-images.ts). */
export const MAP_SIZE = { width: 1200, height: 800 } as const;
export const mapImage = (lang: string) => `/media/illustrations/map-${lang}.svg`;
