/**
 * Writes the sample content's images: an abstract emblem per client, an interface-like
 * composition per project and a simple motif per item, in the brand palette, 1600×900, no text.
 * Deterministic: the same slug always gives the same picture. Run: npx tsx scripts/generate-content-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_IMAGE_SIZE } from '../src/shared/content';
import { clients } from '../src/server/db/seed/clients';
import { items } from '../src/server/db/seed/items';
import { projects } from '../src/server/db/seed/projects';

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

/** A logo-like mark on paper, one of a few geometric families (by position, so neighbours differ), with a mint arc. */
function clientEmblem(slug: string, position: number): string {
  const random = randomFor(slug);
  const cx = W / 2;
  const cy = H / 2;
  const r = 200 + random() * 40;
  const [main, second] = random() < 0.5 ? [INK, ACCENT] : [ACCENT, INK];
  const marks = [
    // A disc with a turned square and a hole.
    () => {
      const side = r * (0.95 + random() * 0.2);
      const turn = 11.25 * (1 + Math.floor(random() * 6));
      return (
        `<circle cx="${cx}" cy="${cy}" r="${round(r)}" fill="${main}"/>` +
        `<rect x="${round(cx - side / 2)}" y="${round(cy - side / 2)}" width="${round(side)}" height="${round(side)}" rx="${round(side * 0.12)}" fill="${second}" fill-opacity=".9" transform="rotate(${turn} ${cx} ${cy})"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.28)}" fill="${PAPER}"/>`
      );
    },
    // Two overlapping discs.
    () => {
      const shift = r * (0.35 + random() * 0.15);
      return (
        `<circle cx="${round(cx - shift)}" cy="${cy}" r="${round(r * 0.8)}" fill="${main}"/>` +
        `<circle cx="${round(cx + shift)}" cy="${cy}" r="${round(r * 0.8)}" fill="${second}" fill-opacity=".85"/>` +
        `<circle cx="${round(cx + shift)}" cy="${round(cy - r * 0.35)}" r="${round(r * 0.16)}" fill="${PAPER}"/>`
      );
    },
    // Four quarter circles, Bauhaus style.
    () => {
      const q = r * 0.78;
      const colours = [main, second, MINT, main];
      const start = Math.floor(random() * 4);
      const quarter = (i: number) => {
        const x = cx + (i % 2 ? 0 : -q);
        const y = cy + (i < 2 ? -q : 0);
        const corner = [`M${x + q},${y + q}h${-q}a${q} ${q} 0 0 1 ${q},${-q}z`, `M${x},${y + q}v${-q}a${q} ${q} 0 0 1 ${q},${q}z`, `M${x + q},${y}v${q}h${-q}a${q} ${q} 0 0 1 ${q},${-q}z`, `M${x},${y}h${q}a${q} ${q} 0 0 1 ${-q},${q}z`][(i + start) % 4];
        return `<path d="${corner}" fill="${colours[i]}"/>`;
      };
      return [0, 1, 2, 3].map(quarter).join('');
    },
    // A hexagon holding a triangle.
    () => {
      const hexagon = Array.from({ length: 6 }, (_, i) => `${round(cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6))},${round(cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`).join(' ');
      const t = r * 0.55;
      const up = random() < 0.5 ? 1 : -1;
      return (
        `<polygon points="${hexagon}" fill="${main}"/>` +
        `<polygon points="${cx},${round(cy - up * t)} ${round(cx + t * 0.87)},${round(cy + up * t * 0.5)} ${round(cx - t * 0.87)},${round(cy + up * t * 0.5)}" fill="${second}"/>`
      );
    },
    // Three stacked bars and a dot.
    () => {
      const widths = [0.8, 1.25, 1].map((f) => r * f * (0.9 + random() * 0.3));
      return (
        widths.map((w, i) => `<rect x="${round(cx - w)}" y="${round(cy - r * 0.75 + i * r * 0.55)}" width="${round(w * 2)}" height="${round(r * 0.4)}" rx="${round(r * 0.2)}" fill="${i === 1 ? second : main}"/>`).join('') +
        `<circle cx="${round(cx + widths[0]! + r * 0.35)}" cy="${round(cy - r * 0.55)}" r="${round(r * 0.2)}" fill="${MINT}"/>`
      );
    },
  ];
  const mark = marks[position % marks.length]!();
  const arcR = r + 80;
  const arcStart = random() * Math.PI * 2;
  const arcEnd = arcStart + Math.PI * (0.7 + random() * 0.6);
  const point = (angle: number) => `${round(cx + arcR * Math.cos(angle))},${round(cy + arcR * Math.sin(angle))}`;
  const dots = Array.from({ length: 3 + Math.floor(random() * 4) }, (_, i) => {
    const angle = arcEnd + 0.25 + i * 0.2;
    return `<circle cx="${round(cx + arcR * Math.cos(angle))}" cy="${round(cy + arcR * Math.sin(angle))}" r="${round(8 + random() * 6)}" fill="${MINT}"/>`;
  }).join('');
  return svg(
    `<rect width="${W}" height="${H}" fill="${PAPER}"/>` +
      mark +
      `<path d="M${point(arcStart)}A${arcR} ${arcR} 0 ${arcEnd - arcStart > Math.PI ? 1 : 0} 1 ${point(arcEnd)}" fill="none" stroke="${MINT}" stroke-width="16" stroke-linecap="round"/>` +
      dots,
  );
}

/** Interface-like blocks on ink: a window with cards, a few of them lit in accent and mint. */
function projectScene(slug: string): string {
  const random = randomFor(slug);
  const columns = 3 + Math.floor(random() * 2);
  const rows = 2 + Math.floor(random() * 2);
  const frame = { x: 180 + random() * 80, y: 120 + random() * 40, w: 1100, h: 640 };
  const gap = 28;
  const cellW = (frame.w - 80 - gap * (columns - 1)) / columns;
  const cellH = (frame.h - 150 - gap * (rows - 1)) / rows;
  let cards = '';
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const pick = random();
      const fill = pick < 0.18 ? ACCENT : pick < 0.36 ? MINT : PAPER;
      const opacity = fill === PAPER ? 0.12 + random() * 0.1 : 0.9;
      cards += `<rect x="${round(frame.x + 40 + column * (cellW + gap))}" y="${round(frame.y + 110 + row * (cellH + gap))}" width="${round(cellW)}" height="${round(cellH)}" rx="14" fill="${fill}" fill-opacity="${round(opacity * 100) / 100}"/>`;
    }
  }
  const phoneX = frame.x + frame.w - 120 + random() * 60;
  return svg(
    `<defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${MINT}" stop-opacity=".22"/><stop offset="1" stop-color="${MINT}" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="${INK}"/><rect width="${W}" height="${H}" fill="url(#glow)"/>` +
      `<rect x="${round(frame.x)}" y="${round(frame.y)}" width="${frame.w}" height="${frame.h}" rx="26" fill="${PAPER}" fill-opacity=".06" stroke="${PAPER}" stroke-opacity=".35" stroke-width="3"/>` +
      `<rect x="${round(frame.x + 40)}" y="${round(frame.y + 40)}" width="${round(220 + random() * 200)}" height="26" rx="13" fill="${PAPER}" fill-opacity=".55"/>` +
      [0, 1, 2].map((i) => `<circle cx="${round(frame.x + frame.w - 60 - i * 34)}" cy="${round(frame.y + 53)}" r="9" fill="${i === 0 ? ACCENT : PAPER}" fill-opacity="${i === 0 ? 1 : 0.4}"/>`).join('') +
      cards +
      `<rect x="${round(phoneX)}" y="${round(frame.y + 260)}" width="250" height="460" rx="34" fill="${INK}" stroke="${MINT}" stroke-width="6"/>` +
      `<rect x="${round(phoneX + 30)}" y="${round(frame.y + 310)}" width="190" height="120" rx="12" fill="${ACCENT}"/>` +
      `<rect x="${round(phoneX + 30)}" y="${round(frame.y + 450)}" width="190" height="22" rx="11" fill="${PAPER}" fill-opacity=".6"/>` +
      `<rect x="${round(phoneX + 30)}" y="${round(frame.y + 490)}" width="${round(100 + random() * 80)}" height="22" rx="11" fill="${PAPER}" fill-opacity=".35"/>` +
      `<rect x="${round(phoneX + 30)}" y="${round(frame.y + 630)}" width="190" height="50" rx="25" fill="${MINT}"/>`,
  );
}

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
  ...clients.map((client, position): [string, string] => [client.logo, clientEmblem(client.slug, position)]),
  ...projects.map((project): [string, string] => [project.image, projectScene(project.slug)]),
  ...items.map((item): [string, string] => [item.image, itemMotif(item.slug)]),
];

for (const [imagePath, content] of images) {
  const file = path.join(root, imagePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`${path.relative(process.cwd(), file)} (${content.length} bytes)`);
}
