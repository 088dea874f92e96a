/** The clients' wordmarks (tight, transparent) and their 1600×900 cards (the client page's cover). */
import { CONTENT_IMAGE_SIZE } from '../../../src/shared/content';
import type { Brand } from './brands';
import { randomFor, rect, round, svg, textPath, textWidth } from './svg';

const LINE = 64;
const MARK = 120;
const GAP = 28;

/** The wordmark's drawing at the origin, and its size. */
function wordmarkBody(brand: Brand): { body: string; width: number; height: number } {
  const spacing = brand.letterSpacing ?? 0;
  const widths = brand.lines.map((line) => textWidth(brand.typeface, line, LINE, spacing));
  const textHeight = brand.lines.length * LINE * 1.05;
  const height = Math.max(MARK, textHeight) + 20;
  const top = (height - textHeight) / 2;
  const text = brand.lines
    .map((line, index) => textPath(brand.typeface, line, MARK + GAP, top + LINE * 0.82 + index * LINE * 1.05, brand.ink, { size: LINE, letterSpacing: spacing }))
    .join('');
  return { body: brand.mark(0, (height - MARK) / 2, MARK) + text, width: Math.ceil(MARK + GAP + Math.max(...widths) + 8), height: Math.ceil(height) };
}

/**
 * The wordmark alone, for the strips of logos on the page's cards: in the dark scheme its dark ink
 * (letters, and the parts of the mark drawn in it) turns to the brand's pale colour, so the name
 * stays legible on a dark card (`dark`: the CSS for writeSvg).
 */
export function wordmarkSvg(brand: Brand, name: string): { content: string; dark: string; width: number; height: number } {
  const { body, width, height } = wordmarkBody(brand);
  const ink = new RegExp(`(fill|stroke)="${brand.ink}"`, 'gi');
  const tagged = body.replace(ink, (attribute, property: string) => `${attribute} class="ink-${property.toLowerCase()}"`);
  return { content: svg(width, height, tagged, name), dark: `.ink-fill{fill:${brand.pale}}.ink-stroke{stroke:${brand.pale}}`, width, height };
}

/** The wordmark large on the brand's pale colour, with a quiet pattern of its mark. */
export function clientCardSvg(brand: Brand, slug: string, name: string): string {
  const { width: W, height: H } = CONTENT_IMAGE_SIZE;
  const random = randomFor(slug);
  const mark = wordmarkBody(brand);
  const scale = Math.min((W * 0.72) / mark.width, (H * 0.42) / mark.height);
  const x = (W - mark.width * scale) / 2;
  const y = (H - mark.height * scale) / 2;
  const echoes = Array.from({ length: 5 }, (_, index) => {
    const size = 70 + random() * 60;
    const ex = (index % 2 ? W - 140 - size : 40) + random() * 80;
    const ey = 40 + index * (H - 160) / 4 + random() * 20;
    return `<g opacity=".12">${brand.mark(ex, ey, size)}</g>`;
  }).join('');
  return svg(
    W,
    H,
    rect(0, 0, W, H, brand.pale) + rect(0, H - 36, W, 36, brand.accent) + echoes + `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 100) / 100})">${mark.body}</g>`,
    name,
  );
}
