/**
 * The clients' own identities (sample brands made for the sample clients): a typeface, colours and
 * a small mark each. The wordmarks, the client cards and their projects' screens are drawn from them.
 */
import type * as opentype from 'opentype.js';
import { circle, font, round } from './svg';

export interface Brand {
  /** The wordmark's words, one line each. */
  lines: string[];
  typeface: opentype.Font;
  letterSpacing?: number;
  /** Text colour of the wordmark, its accent, and a pale background for cards and screens. */
  ink: string;
  accent: string;
  pale: string;
  /** A mark drawn in a square of `size` at x, y. */
  mark: (x: number, y: number, size: number) => string;
}

const ui = () => font('atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff');

export const BRANDS: Record<string, Brand> = {
  'maison-fournier': {
    lines: ['Maison Fournier'],
    typeface: font('dm-serif-display/files/dm-serif-display-latin-400-normal.woff'),
    ink: '#4a2511',
    accent: '#c8702a',
    pale: '#f6ead8',
    // A wheat ear: a stem and paired grains.
    mark: (x, y, s) =>
      `<path d="M${round(x + s / 2)},${round(y + s * 0.95)}V${round(y + s * 0.12)}" stroke="#c8702a" stroke-width="${round(s * 0.05)}" stroke-linecap="round"/>` +
      [0, 1, 2, 3]
        .map((i) => {
          const cy = y + s * (0.28 + i * 0.16);
          return `<ellipse cx="${round(x + s * 0.38)}" cy="${round(cy)}" rx="${round(s * 0.1)}" ry="${round(s * 0.065)}" transform="rotate(-35 ${round(x + s * 0.38)} ${round(cy)})" fill="#c8702a"/><ellipse cx="${round(x + s * 0.62)}" cy="${round(cy)}" rx="${round(s * 0.1)}" ry="${round(s * 0.065)}" transform="rotate(35 ${round(x + s * 0.62)} ${round(cy)})" fill="#c8702a"/>`;
        })
        .join('') +
      `<ellipse cx="${round(x + s / 2)}" cy="${round(y + s * 0.14)}" rx="${round(s * 0.06)}" ry="${round(s * 0.1)}" fill="#c8702a"/>`,
  },
  'jardins-de-l-ourcq': {
    lines: ['Les Jardins', 'de l’Ourcq'],
    typeface: font('quicksand/files/quicksand-latin-700-normal.woff'),
    ink: '#1f5130',
    accent: '#5fb35a',
    pale: '#e8f4e4',
    // Two leaves on a sprout.
    mark: (x, y, s) =>
      `<path d="M${round(x + s / 2)},${round(y + s)}V${round(y + s * 0.45)}" stroke="#1f5130" stroke-width="${round(s * 0.06)}" stroke-linecap="round"/>` +
      `<path d="M${round(x + s / 2)},${round(y + s * 0.55)}C${round(x + s * 0.1)},${round(y + s * 0.6)} ${round(x + s * 0.02)},${round(y + s * 0.2)} ${round(x + s * 0.08)},${round(y + s * 0.12)}C${round(x + s * 0.4)},${round(y + s * 0.12)} ${round(x + s * 0.52)},${round(y + s * 0.35)} ${round(x + s / 2)},${round(y + s * 0.55)}z" fill="#5fb35a"/>` +
      `<path d="M${round(x + s / 2)},${round(y + s * 0.48)}C${round(x + s * 0.9)},${round(y + s * 0.5)} ${round(x + s * 0.98)},${round(y + s * 0.1)} ${round(x + s * 0.9)},${round(y + s * 0.02)}C${round(x + s * 0.6)},${round(y + s * 0.02)} ${round(x + s * 0.46)},${round(y + s * 0.25)} ${round(x + s / 2)},${round(y + s * 0.48)}z" fill="#1f5130"/>`,
  },
  'transports-belkacem': {
    lines: ['BELKACEM & FILS'],
    typeface: font('barlow-condensed/files/barlow-condensed-latin-800-italic.woff'),
    letterSpacing: 0.02,
    ink: '#17212b',
    accent: '#f2b705',
    pale: '#eef1f4',
    // Three speed bars and an arrow.
    mark: (x, y, s) =>
      [0, 1, 2].map((i) => `<rect x="${round(x + i * s * 0.12)}" y="${round(y + s * (0.22 + i * 0.2))}" width="${round(s * (0.62 - i * 0.12))}" height="${round(s * 0.13)}" rx="${round(s * 0.03)}" fill="${i === 1 ? '#17212b' : '#f2b705'}" transform="skewX(-14)"/>`).join('') +
      `<path d="M${round(x + s * 0.68)},${round(y + s * 0.2)}L${round(x + s)},${round(y + s * 0.5)}L${round(x + s * 0.68)},${round(y + s * 0.8)}z" fill="#17212b"/>`,
  },
  'treteaux-du-canal': {
    lines: ['Les Tréteaux', 'du Canal'],
    typeface: font('playfair-display/files/playfair-display-latin-900-italic.woff'),
    ink: '#6d1023',
    accent: '#d9a62e',
    pale: '#f8ece6',
    // A stage: curtains and a spotlight.
    mark: (x, y, s) =>
      `<path d="M${round(x)},${round(y)}h${round(s)}v${round(s * 0.14)}h${round(-s)}z" fill="#6d1023"/>` +
      `<path d="M${round(x)},${round(y + s * 0.14)}h${round(s * 0.3)}c-${round(s * 0.02)},${round(s * 0.4)} -${round(s * 0.18)},${round(s * 0.7)} -${round(s * 0.3)},${round(s * 0.86)}z" fill="#6d1023"/>` +
      `<path d="M${round(x + s)},${round(y + s * 0.14)}h-${round(s * 0.3)}c${round(s * 0.02)},${round(s * 0.4)} ${round(s * 0.18)},${round(s * 0.7)} ${round(s * 0.3)},${round(s * 0.86)}z" fill="#6d1023"/>` +
      `<path d="M${round(x + s * 0.5)},${round(y + s * 0.2)}L${round(x + s * 0.72)},${round(y + s * 0.95)}H${round(x + s * 0.28)}z" fill="#d9a62e" fill-opacity=".85"/>`,
  },
  'clic-et-lien': {
    lines: ['Clic & Lien'],
    typeface: ui(),
    ink: '#1b2a6b',
    accent: '#ffcf33',
    pale: '#eef0fb',
    // A pointer over a link's two rings.
    mark: (x, y, s) =>
      `<circle cx="${round(x + s * 0.32)}" cy="${round(y + s * 0.42)}" r="${round(s * 0.24)}" fill="none" stroke="#1b2a6b" stroke-width="${round(s * 0.09)}"/>` +
      `<circle cx="${round(x + s * 0.6)}" cy="${round(y + s * 0.42)}" r="${round(s * 0.24)}" fill="none" stroke="#ffcf33" stroke-width="${round(s * 0.09)}"/>` +
      `<path d="M${round(x + s * 0.55)},${round(y + s * 0.5)}l${round(s * 0.36)},${round(s * 0.16)}l-${round(s * 0.15)},${round(s * 0.05)}l${round(s * 0.1)},${round(s * 0.2)}l-${round(s * 0.08)},${round(s * 0.04)}l-${round(s * 0.1)},-${round(s * 0.2)}l-${round(s * 0.11)},${round(s * 0.11)}z" fill="#1b2a6b"/>`,
  },
  'optique-lemaire': {
    lines: ['OPTIQUE LEMAIRE'],
    typeface: font('josefin-sans/files/josefin-sans-latin-400-normal.woff'),
    letterSpacing: 0.22,
    ink: '#0f4f5c',
    accent: '#d98f7a',
    pale: '#e4f1f2',
    // Round spectacles.
    mark: (x, y, s) =>
      `<circle cx="${round(x + s * 0.26)}" cy="${round(y + s * 0.5)}" r="${round(s * 0.2)}" fill="none" stroke="#0f4f5c" stroke-width="${round(s * 0.06)}"/>` +
      `<circle cx="${round(x + s * 0.74)}" cy="${round(y + s * 0.5)}" r="${round(s * 0.2)}" fill="none" stroke="#0f4f5c" stroke-width="${round(s * 0.06)}"/>` +
      `<path d="M${round(x + s * 0.44)},${round(y + s * 0.47)}q${round(s * 0.06)},-${round(s * 0.08)} ${round(s * 0.12)},0" fill="none" stroke="#d98f7a" stroke-width="${round(s * 0.06)}" stroke-linecap="round"/>`,
  },
  cyclofix: {
    lines: ['cyclofix'],
    typeface: font('rubik/files/rubik-latin-800-italic.woff'),
    ink: '#262626',
    accent: '#f07b1f',
    pale: '#fdf0e4',
    // A wheel with spokes.
    mark: (x, y, s) =>
      `<circle cx="${round(x + s / 2)}" cy="${round(y + s / 2)}" r="${round(s * 0.42)}" fill="none" stroke="#262626" stroke-width="${round(s * 0.1)}"/>` +
      [0, 60, 120].map((angle) => `<path d="M${round(x + s / 2)},${round(y + s * 0.14)}V${round(y + s * 0.86)}" stroke="#f07b1f" stroke-width="${round(s * 0.05)}" transform="rotate(${angle} ${round(x + s / 2)} ${round(y + s / 2)})"/>`).join('') +
      circle(x + s / 2, y + s / 2, s * 0.09, '#262626'),
  },
};
