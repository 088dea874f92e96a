/**
 * Reads the colour tokens of src/client/styles/global.css (the light :root block and the dark
 * scheme's) and measures the WCAG contrast of every pair the stylesheets draw text or focus rings
 * with. `npx tsx scripts/design-tokens.ts` prints the table docs/design.md shows (`--palette` writes
 * docs/palette.svg); the contrast test checks the same pairs against AA.
 */
import fs from 'node:fs';
import path from 'node:path';

export const STYLESHEET = path.resolve(__dirname, '../src/client/styles/global.css');

export type Scheme = 'light' | 'dark';
export type Tokens = Record<string, string>;

/** Text needs 4.5:1 (AA, normal size); focus rings and meaningful non-text parts 3:1. */
export interface ContrastPair {
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
  use: string;
}

export const PAIRS: readonly ContrastPair[] = [
  { foreground: '--color-ink', background: '--color-paper', minimum: 4.5, use: 'body text' },
  { foreground: '--color-ink', background: '--color-surface', minimum: 4.5, use: 'text on cards' },
  { foreground: '--color-ink', background: '--color-surface-glass', minimum: 4.5, use: 'home bar' },
  { foreground: '--color-ink', background: '--color-mint-soft', minimum: 4.5, use: 'notes, hovered links' },
  { foreground: '--color-ink', background: '--color-warning-soft', minimum: 4.5, use: 'notes to the staff' },
  { foreground: '--color-ink-soft', background: '--color-paper', minimum: 4.5, use: 'leads, secondary text' },
  { foreground: '--color-ink-soft', background: '--color-surface', minimum: 4.5, use: 'secondary text on cards' },
  { foreground: '--color-ink-soft', background: '--color-mint-soft', minimum: 4.5, use: 'text in tinted panels' },
  { foreground: '--color-muted', background: '--color-paper', minimum: 4.5, use: 'meta, captions' },
  { foreground: '--color-muted', background: '--color-surface', minimum: 4.5, use: 'meta on cards' },
  { foreground: '--color-accent', background: '--color-paper', minimum: 4.5, use: 'eyebrows, accent links' },
  { foreground: '--color-accent', background: '--color-surface', minimum: 4.5, use: 'accent links on cards' },
  { foreground: '--color-accent', background: '--color-coral-soft', minimum: 4.5, use: 'failed payment status' },
  { foreground: '--color-accent-ink', background: '--color-accent', minimum: 4.5, use: 'text on accent' },
  { foreground: '--color-on-coral', background: '--color-coral', minimum: 4.5, use: 'primary buttons' },
  { foreground: '--color-paper', background: '--color-ink', minimum: 4.5, use: 'hovered and pressed buttons' },
  { foreground: '--color-on-band', background: '--color-band', minimum: 4.5, use: 'banner, footer, calls to action' },
  { foreground: '--color-on-band-soft', background: '--color-band', minimum: 4.5, use: 'secondary text on bands' },
  { foreground: '--color-mint', background: '--color-band', minimum: 4.5, use: 'links on bands' },
  { foreground: '--color-coral-on-band', background: '--color-band', minimum: 4.5, use: 'figures on bands' },
  { foreground: '--color-on-band', background: '--color-night', minimum: 4.5, use: 'menus' },
  { foreground: '--color-mint', background: '--color-night', minimum: 4.5, use: 'hovered menu entries' },
  { foreground: '--color-danger', background: '--color-paper', minimum: 4.5, use: 'field errors' },
  { foreground: '--color-danger', background: '--color-surface', minimum: 4.5, use: 'field errors on cards' },
  { foreground: '--color-danger-ink', background: '--color-danger-soft', minimum: 4.5, use: 'form alert' },
  { foreground: '--color-on-danger', background: '--color-danger', minimum: 4.5, use: 'destructive buttons' },
  { foreground: '--color-on-danger', background: '--color-danger-strong', minimum: 4.5, use: 'destructive buttons, hovered' },
  { foreground: '--color-focus', background: '--color-paper', minimum: 3, use: 'focus ring' },
  { foreground: '--color-focus', background: '--color-surface', minimum: 3, use: 'focus ring on cards' },
  { foreground: '--color-focus-on-dark', background: '--color-band', minimum: 3, use: 'focus ring on bands' },
  { foreground: '--color-focus-on-dark', background: '--color-night', minimum: 3, use: 'focus ring in menus' },
];

function declarations(block: string): Tokens {
  const tokens: Tokens = {};
  for (const match of block.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) tokens[match[1]!] = match[2]!.trim();
  return tokens;
}

/** The first `:root { ... }` (light) and the one inside `@media (prefers-color-scheme: dark)`, dark over light. */
export function readTokens(css = fs.readFileSync(STYLESHEET, 'utf8')): Record<Scheme, Tokens> {
  const light = /:root\s*{([^}]*)}/.exec(css);
  const dark = /@media\s*\(prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{([^}]*)}/.exec(css);
  if (!light || !dark) throw new Error('global.css needs a :root block and a dark-scheme :root block');
  const lightTokens = declarations(light[1]!);
  return { light: lightTokens, dark: { ...lightTokens, ...declarations(dark[1]!) } };
}

export type Rgba = [number, number, number, number];

/** A token's colour, following var() references: #rgb, #rrggbb, rgb(r g b / a). */
export function colourOf(tokens: Tokens, name: string, seen: string[] = []): Rgba {
  const value = tokens[name];
  if (value === undefined) throw new Error(`Unknown token ${name}`);
  if (seen.includes(name)) throw new Error(`Circular token ${name}`);
  const reference = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  if (reference) return colourOf(tokens, reference[1]!, [...seen, name]);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`Token ${name} is not a colour: ${value}`);
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio; a translucent background is laid on the page colour first. */
export function contrast(tokens: Tokens, foreground: string, background: string): number {
  const page = colourOf(tokens, '--color-paper');
  const back = over(colourOf(tokens, background), page);
  return contrastOf(over(colourOf(tokens, foreground), back), back);
}

/** WCAG 2 contrast ratio of two opaque colours (also for pixels of a drawn image). */
export function contrastOf(one: Rgba, other: Rgba): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The palette as a picture (docs/palette.svg): each brand colour, then each role in both schemes. */
export function paletteSvg(tokens: Record<Scheme, Tokens>): string {
  const hex = (rgba: Rgba) => '#' + rgba.slice(0, 3).map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
  const brand = Object.keys(tokens.light).filter((name) => name.startsWith('--brand-'));
  const roles = [...new Set(PAIRS.flatMap((pair) => [pair.background, pair.foreground]))];
  const swatch = (x: number, y: number, fill: string, label: string) =>
    `<rect x="${x}" y="${y}" width="150" height="56" rx="8" fill="${fill}" stroke="#0003"/><text x="${x}" y="${y + 74}" font-size="12">${label}</text>`;
  const cells = [
    ...brand.map((name, i) => swatch(20 + (i % 6) * 170, 40 + Math.floor(i / 6) * 100, hex(colourOf(tokens.light, name)), name)),
    ...roles.flatMap((name, i) => {
      const y = 300 + Math.floor(i / 3) * 100;
      const x = 20 + (i % 3) * 340;
      return [swatch(x, y, hex(colourOf(tokens.light, name)), `${name} (light)`), swatch(x + 160, y, hex(colourOf(tokens.dark, name)), '(dark)')];
    }),
  ];
  const height = 300 + Math.ceil(roles.length / 3) * 100 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="${height}" font-family="system-ui, sans-serif" fill="#13233f"><rect width="1040" height="${height}" fill="#fff"/><text x="20" y="26" font-size="16" font-weight="700">Brand</text><text x="20" y="286" font-size="16" font-weight="700">Roles: light, then dark</text>${cells.join('')}</svg>\n`;
}

if (require.main === module && process.argv[2] === '--palette') {
  fs.writeFileSync(path.resolve(__dirname, '../docs/palette.svg'), paletteSvg(readTokens()));
} else if (require.main === module) {
  const tokens = readTokens();
  console.log('| pair | use | minimum | light | dark |\n|---|---|---|---|---|');
  for (const pair of PAIRS) {
    const ratio = (scheme: Scheme) => `${contrast(tokens[scheme], pair.foreground, pair.background).toFixed(1)}:1`;
    console.log(`| \`${pair.foreground}\` on \`${pair.background}\` | ${pair.use} | ${pair.minimum}:1 | ${ratio('light')} | ${ratio('dark')} |`);
  }
}
