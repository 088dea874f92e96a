/** What the showcase image scripts share: the SVG wrapper, a seeded random, text as paths, minified output. */
import fs from 'node:fs';
import path from 'node:path';
import * as opentype from 'opentype.js';
import { optimize } from 'svgo';

export const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

/** The brand, as in src/client/styles/global.css. */
export const BRAND = {
  navy: '#13233f',
  night: '#0d1a30',
  coral: '#ff6b4a',
  coralDeep: '#b23a1c',
  mint: '#6fd3c1',
  mintPale: '#dff5f0',
  paper: '#f7f5f0',
  cream: '#f4f1ea',
  white: '#ffffff',
  mist: '#c9d1df',
} as const;

export const round = (value: number) => Math.round(value * 10) / 10;

export function svg(width: number, height: number, body: string, title?: string): string {
  const label = title ? `<title>${escapeXml(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${label}${body}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A small seeded generator (FNV-1a of the key, then mulberry32): the same key, the same picture. */
export function randomFor(key: string): () => number {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** A rounded bar standing for a line of text in a screen. */
export function textLine(x: number, y: number, w: number, h: number, fill: string, opacity = 1): string {
  return rect(x, y, w, h, fill, `rx="${round(h / 2)}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}`);
}

const fonts = new Map<string, opentype.Font>();

/** A font of an @fontsource package, by file name (`dm-serif-display/files/dm-serif-display-latin-400-normal.woff`). */
export function font(file: string): opentype.Font {
  let loaded = fonts.get(file);
  if (!loaded) {
    const buffer = fs.readFileSync(require.resolve(`@fontsource/${file}`));
    loaded = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
    fonts.set(file, loaded);
  }
  return loaded;
}

export interface TextOptions {
  size: number;
  letterSpacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** A class on the path, for a scheme's CSS to recolour it (writeSvg's `dark`). */
  className?: string;
}

/** A glyph's outline as path data, rounded to 0.1 (opentype.js's own toPathData writes NaN for some values). */
function pathData(outline: opentype.Path): string {
  const n = (value: number | undefined) => String(round(value ?? 0));
  return outline.commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return `${c.type}${n(c.x)} ${n(c.y)}`;
    })
    .join('');
}

/**
 * Glyph by glyph, with kerning: opentype.js's own text layout stops on some fonts' composition
 * tables (ccmp lookups it does not support), which Latin text does not need.
 */
function layout(typeface: opentype.Font, text: string, x: number, y: number, size: number, letterSpacing: number): { data: string; width: number } {
  const scale = size / typeface.unitsPerEm;
  let cursor = x;
  let previous: opentype.Glyph | null = null;
  const parts: string[] = [];
  for (const char of text) {
    const glyph = typeface.charToGlyph(char);
    if (previous) cursor += typeface.getKerningValue(previous, glyph) * scale;
    parts.push(pathData(glyph.getPath(cursor, y, size)));
    cursor += (glyph.advanceWidth ?? 0) * scale + letterSpacing * size;
    previous = glyph;
  }
  return { data: parts.join(''), width: cursor - x - (text.length > 0 ? letterSpacing * size : 0) };
}

/** Text drawn as a path (no font needed where the image is shown), from its baseline at x, y. */
export function textPath(typeface: opentype.Font, text: string, x: number, y: number, fill: string, { size, letterSpacing = 0, anchor = 'start', className }: TextOptions): string {
  const width = textWidth(typeface, text, size, letterSpacing);
  const startX = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  return `<path d="${layout(typeface, text, startX, y, size, letterSpacing).data}" fill="${fill}"${className ? ` class="${className}"` : ''}/>`;
}

export function textWidth(typeface: opentype.Font, text: string, size: number, letterSpacing = 0): number {
  return layout(typeface, text, 0, 0, size, letterSpacing).width;
}

/**
 * Minifies (svgo) and writes under public/; answers the bytes written. `dark` is CSS for the dark
 * scheme: an SVG shown as an image follows the page's `prefers-color-scheme`, so one file serves
 * both schemes. It is added after svgo, which would otherwise drop rules it sees no use for.
 */
export function writeSvg(publicPath: string, content: string, dark?: string): number {
  // svgo 4's default preset keeps the viewBox and the title.
  const optimized = optimize(content, { multipass: true, floatPrecision: 1, plugins: ['preset-default'] }).data;
  const data = dark ? optimized.replace(/^<svg[^>]*>/, (open) => `${open}<style>@media (prefers-color-scheme:dark){${dark}}</style>`) : optimized;
  const file = path.join(PUBLIC_DIR, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data + '\n');
  return Buffer.byteLength(data) + 1;
}
