/**
 * Writes one abstract cover per seed article to public/media/articles/<slug>.svg.
 * Run: npx tsx scripts/generate-article-covers.ts
 * The slug alone decides the picture (a hash seeds the random choices), so running it again gives
 * the same files; the articles' imageAlt texts describe these pictures, so keep them in step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { articles } from '../src/server/db/seed/articles';

const WIDTH = 1600;
const HEIGHT = 900;
const INK = '#13233f';
const PAPER = '#f7f5f0';
const ACCENT = '#c2410c';
const MINT = '#6fd3c1';

type Random = () => number;

interface Scheme {
  background: string;
  glow: string;
  main: string;
  second: string;
  line: string;
}

/** The brand palette in six arrangements: dark, light and two bold backgrounds. */
const SCHEMES: Scheme[] = [
  { background: INK, glow: MINT, main: ACCENT, second: MINT, line: PAPER },
  { background: INK, glow: ACCENT, main: MINT, second: ACCENT, line: PAPER },
  { background: PAPER, glow: MINT, main: INK, second: ACCENT, line: INK },
  { background: PAPER, glow: ACCENT, main: ACCENT, second: MINT, line: INK },
  { background: ACCENT, glow: PAPER, main: INK, second: PAPER, line: PAPER },
  { background: MINT, glow: PAPER, main: INK, second: ACCENT, line: INK },
];

/** FNV-1a: a stable 32-bit number for a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small seeded generator, so the output never depends on Math.random. */
function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => Math.round(min + random() * (max - min));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function orbits(random: Random, s: Scheme): string {
  const cx = between(random, 950, 1250);
  const cy = between(random, 320, 580);
  const step = between(random, 75, 105);
  const count = between(random, 5, 7);
  const rings = Array.from({ length: count }, (_, i) =>
    `<circle cx="${cx}" cy="${cy}" r="${step * (i + 1)}" fill="none" stroke="${s.line}" stroke-opacity=".3" stroke-width="3"/>`,
  ).join('');
  // Planets sit on the canvas side of their ring, so they are never cut off.
  const planet = (ring: number, radius: number, colour: string) => {
    const angle = Math.PI * (0.55 + random() * 0.9);
    const x = Math.round(cx + Math.cos(angle) * step * ring);
    const y = Math.round(cy + Math.sin(angle) * step * ring);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`;
  };
  return `<circle cx="${cx}" cy="${cy}" r="${Math.round(step * 1.4)}" fill="${s.second}"/>${rings}${planet(count - 2, between(random, 50, 75), s.main)}${planet(between(random, 3, count - 3), between(random, 20, 32), s.line)}`;
}

function bars(random: Random, s: Scheme): string {
  const count = between(random, 9, 13);
  const slot = (WIDTH - 240) / count;
  const width = Math.round(slot * 0.58);
  const highlight = between(random, 0, count - 1);
  let height = between(random, 200, 400);
  const shapes = Array.from({ length: count }, (_, i) => {
    height = Math.max(120, Math.min(640, height + between(random, -140, 170)));
    const colour = i === highlight ? s.main : i % 3 === 0 ? s.second : s.line;
    const opacity = colour === s.line ? ' fill-opacity=".85"' : '';
    return `<rect x="${Math.round(120 + i * slot)}" y="${780 - height}" width="${width}" height="${height}" rx="${Math.round(width / 2)}" fill="${colour}"${opacity}/>`;
  }).join('');
  return `${shapes}<rect x="80" y="800" width="${WIDTH - 160}" height="6" rx="3" fill="${s.line}" fill-opacity=".5"/>`;
}

function dots(random: Random, s: Scheme): string {
  const gap = 80;
  const pattern = `<defs><pattern id="d" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="5" fill="${s.line}" fill-opacity=".28"/></pattern></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#d)"/>`;
  const big = `<circle cx="${between(random, 500, 1100)}" cy="${between(random, 300, 600)}" r="${between(random, 220, 320)}" fill="${s.second}" fill-opacity=".9"/>`;
  const highlights = Array.from({ length: between(random, 12, 18) }, () => {
    const x = between(random, 1, 19) * gap + gap / 2;
    const y = between(random, 1, 9) * gap + gap / 2;
    return `<circle cx="${x}" cy="${y}" r="${between(random, 14, 28)}" fill="${random() < 0.6 ? s.main : s.line}"/>`;
  }).join('');
  return `${pattern}${big}${highlights}`;
}

function waves(random: Random, s: Scheme): string {
  const colours = [s.second, s.line, s.main, s.second, s.main];
  return colours
    .map((colour, layer) => {
      const base = 360 + layer * 95;
      const amplitude = between(random, 40, 110);
      const phase = random() * Math.PI * 2;
      const points = Array.from({ length: 9 }, (_, i) => {
        const x = i * 200;
        return `${x},${Math.round(base + Math.sin(phase + i * 0.9) * amplitude)}`;
      });
      const [first, ...rest] = points;
      const opacity = colour === s.line ? ' fill-opacity=".9"' : '';
      return `<path d="M${first} ${rest.map((point, i) => `${i % 2 === 0 ? 'Q' : ''}${point}`).join(' ')} L${WIDTH},${HEIGHT} L0,${HEIGHT}Z" fill="${colour}"${opacity}/>`;
    })
    .join('');
}

function bands(random: Random, s: Scheme): string {
  const angle = between(random, -38, -18);
  const colours = [s.main, s.second, s.line, s.main, s.second];
  let y = between(random, -200, 0);
  const stripes = colours
    .map((colour) => {
      const height = between(random, 70, 170);
      const stripe = `<rect x="-600" y="${y}" width="2800" height="${height}" fill="${colour}"${colour === s.line ? ' fill-opacity=".8"' : ''}/>`;
      y += height + between(random, 40, 120);
      return stripe;
    })
    .join('');
  const disc = `<circle cx="${between(random, 250, 500)}" cy="${between(random, 200, 700)}" r="${between(random, 90, 150)}" fill="${s.background}" stroke="${s.line}" stroke-width="6"/>`;
  return `<g transform="rotate(${angle} 800 450)">${stripes}</g>${disc}`;
}

function blocks(random: Random, s: Scheme): string {
  const cell = 110;
  const columns = between(random, 6, 8);
  const left = WIDTH - 140 - columns * cell;
  const shapes: string[] = [];
  for (let column = 0; column < columns; column++) {
    const stack = Math.min(6, 1 + Math.floor((column * 6) / columns) + between(random, 0, 1));
    for (let row = 0; row < stack; row++) {
      const colour = pick(random, [s.main, s.second, s.line, s.line]);
      const opacity = colour === s.line ? ' fill-opacity=".85"' : '';
      shapes.push(`<rect x="${left + column * cell + 8}" y="${780 - (row + 1) * cell + 8}" width="${cell - 16}" height="${cell - 16}" rx="18" fill="${colour}"${opacity}/>`);
    }
  }
  const fallX = left + between(random, 0, Math.floor(columns / 2)) * cell + 8;
  const fallY = between(random, 90, 160);
  const half = (cell - 16) / 2;
  const falling = `<rect x="${fallX}" y="${fallY}" width="${cell - 16}" height="${cell - 16}" rx="18" fill="${s.main}" transform="rotate(${between(random, 8, 24)} ${fallX + half} ${fallY + half})"/>`;
  return `${shapes.join('')}${falling}<circle cx="${between(random, 220, 420)}" cy="${between(random, 220, 420)}" r="${between(random, 80, 130)}" fill="${s.second}"/>`;
}

function arcs(random: Random, s: Scheme): string {
  const size = 200;
  const tiles: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 8; column++) {
      if (random() < 0.18) continue;
      const x = column * size;
      const y = 150 + row * size;
      const dx = random() < 0.5 ? 1 : -1;
      const dy = random() < 0.5 ? 1 : -1;
      const cx = dx === 1 ? x : x + size;
      const cy = dy === 1 ? y : y + size;
      const colour = pick(random, [s.main, s.second, s.line]);
      const opacity = colour === s.line ? ' fill-opacity=".8"' : '';
      tiles.push(`<path d="M${cx} ${cy}L${cx + dx * size} ${cy}A${size} ${size} 0 0 ${dx * dy > 0 ? 1 : 0} ${cx} ${cy + dy * size}Z" fill="${colour}"${opacity}/>`);
    }
  }
  return tiles.join('');
}

function peaks(random: Random, s: Scheme): string {
  const sun = `<circle cx="${between(random, 300, 1300)}" cy="${between(random, 170, 300)}" r="${between(random, 80, 130)}" fill="${s.main}"/>`;
  const colours = [s.second, s.line, s.main];
  const ranges = colours
    .map((colour, layer) => {
      let x = between(random, -300, -100);
      const base = 900;
      const points: string[] = [`${x},${base}`];
      while (x < WIDTH + 200) {
        const width = between(random, 420, 760);
        points.push(`${x + width / 2},${between(random, 380, 540) + layer * 100}`, `${x + width},${base}`);
        x += width - between(random, 140, 300);
      }
      return `<polygon points="${points.join(' ')}" fill="${colour}" fill-opacity="${[0.95, 0.85, 1][layer]}"/>`;
    })
    .join('');
  return `${sun}${ranges}`;
}

const MOTIFS = { orbits, bars, dots, waves, bands, blocks, arcs, peaks } as const;
type Motif = keyof typeof MOTIFS;

/** Mixed into every seed; picked so that the current articles get 18 different motif and scheme pairs. */
const SALT = 4896;

/** The cover of one slug: its motif, colour scheme and shapes all come from the slug's hash. */
function coverFor(slug: string): { motif: Motif; scheme: number; svg: string } {
  const random = seeded(hash(`${slug}#${SALT}`));
  const motif = pick(random, Object.keys(MOTIFS) as Motif[]);
  const scheme = Math.floor(random() * SCHEMES.length);
  const s = SCHEMES[scheme] as Scheme;
  const glow = `<defs><radialGradient id="g" cx="${between(random, 0, 100)}%" cy="${between(random, 0, 100)}%" r="75%"><stop offset="0" stop-color="${s.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${s.glow}" stop-opacity="0"/></radialGradient></defs>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `${glow}<rect width="${WIDTH}" height="${HEIGHT}" fill="${s.background}"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
    `${MOTIFS[motif](random, s)}</svg>\n`;
  return { motif, scheme, svg };
}

function main(): void {
  const folder = path.join(__dirname, '..', 'public', 'media', 'articles');
  fs.mkdirSync(folder, { recursive: true });
  for (const article of articles) {
    const { motif, scheme, svg } = coverFor(article.slug);
    fs.writeFileSync(path.join(folder, `${article.slug}.svg`), svg);
    console.log(`${article.slug}.svg  ${motif}, scheme ${scheme}, ${svg.length} bytes`);
  }
}

main();
