/**
 * Writes the sample items' images: a simple motif per item, in the brand palette, 1600×900, no
 * text. Deterministic: the same slug always gives the same picture. Clients' and projects' images
 * come from scripts/assets/generate-showcase-images.ts. Run: npx tsx scripts/generate-content-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_IMAGE_SIZE } from '../src/shared/content';
import { items } from '../src/server/db/seed/items';

const INK = '#13233f';
const PAPER = '#f7f5f0';
const ACCENT = '#c2410c';
const MINT = '#6fd3c1';
const { width: W, height: H } = CONTENT_IMAGE_SIZE;

/** A small seeded generator (FNV-1a hash of the slug, then mulberry32). */
function randomFor(slug: string): () => number {
  let seed = 2166136261;
  for (const char of slug) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`;

/** Concentric rings and a band of stripes on mint or paper. */
function itemMotif(slug: string): string {
  const random = randomFor(slug);
  const background = random() < 0.5 ? MINT : PAPER;
  const cx = 420 + random() * 760;
  const cy = 300 + random() * 300;
  const rings = Array.from({ length: 5 }, (_, i) => {
    const colour = [INK, ACCENT, INK, PAPER === background ? MINT : PAPER, ACCENT][i];
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${340 - i * 62}" fill="none" stroke="${colour}" stroke-width="${22 - i * 2}" stroke-opacity="${i % 2 ? 0.9 : 1}"/>`;
  }).join('');
  const stripeAngle = -20 + random() * 40;
  const stripes = Array.from({ length: 9 }, (_, i) => `<rect x="${-200 + i * 230}" y="${H - 170}" width="120" height="400" fill="${i % 3 === 0 ? ACCENT : INK}" fill-opacity="${i % 3 === 0 ? 0.9 : 0.15}"/>`).join('');
  return svg(
    `<rect width="${W}" height="${H}" fill="${background}"/>` +
      `<g transform="rotate(${round(stripeAngle)} ${W / 2} ${H})">${stripes}</g>` +
      rings +
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(40 + random() * 30)}" fill="${INK}"/>`,
  );
}

const root = path.resolve(__dirname, '..', 'public');
const images: [imagePath: string, content: string][] = [
  ...items.map((item): [string, string] => [item.image, itemMotif(item.slug)]),
];

for (const [imagePath, content] of images) {
  const file = path.join(root, imagePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`${path.relative(process.cwd(), file)} (${content.length} bytes)`);
}
