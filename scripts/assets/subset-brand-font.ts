/**
 * The brand typeface, Bricolage Grotesque (SIL Open Font License 1.1, public/fonts/OFL.txt), its
 * weight axis kept (one variable file for every weight), cut down to the characters French and
 * English text needs, as WOFF2. Prints the `@font-face` metric overrides of its fallback, so that
 * text set in Arial (or its metric twin Liberation Sans) before the font arrives takes the same room.
 * Also prints the `unicode-range` of what the file holds: a character it lacks (the narrow
 * no-break space before French ? and !) is then drawn by the next font of the stack, not left out.
 * Run: npm run assets:font, then copy the printed name, range and overrides into
 * src/client/styles/global.css and public/index.html.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as opentype from 'opentype.js';
import subsetFont from 'subset-font';

const SOURCE = require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2');
const OUT_DIR = path.resolve(__dirname, '../../public/fonts');

/** Printable ASCII and Latin-1 (French, and the names of other languages' people), Œ œ Ÿ, and the typographer's signs the texts use. */
export const BRAND_FONT_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  Array.from({ length: 96 }, (_, i) => String.fromCharCode(0xa0 + i)).join('') +
  'ŒœŸ' +
  '«»‘’“”–—…•·€×→←↑↓©®™°' +
  '\u00a0\u202f\u2009';

async function main() {
  const source = fs.readFileSync(SOURCE);
  const subset = await subsetFont(source, BRAND_FONT_TEXT, { targetFormat: 'woff2', variationAxes: { wght: { min: 300, max: 800 } } });
  const hash = crypto.createHash('sha256').update(subset).digest('hex').slice(0, 10);
  const name = `bricolage-grotesque.${hash}.woff2`;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const old of fs.readdirSync(OUT_DIR).filter((file) => file.startsWith('bricolage-grotesque.') && file !== name)) fs.rmSync(path.join(OUT_DIR, old));
  fs.writeFileSync(path.join(OUT_DIR, name), subset);
  console.log(`public/fonts/${name}: ${subset.length} bytes (source ${source.length})`);

  // Overrides for the fallback: its glyphs scaled to the brand font's average width, its ascent
  // and descent set to the brand's (as a share of the scaled em).
  const sfnt = await subsetFont(source, BRAND_FONT_TEXT, { targetFormat: 'sfnt' });
  const brand = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer);
  const held = Object.keys((brand.tables.cmap as unknown as { glyphIndexMap: Record<string, number> }).glyphIndexMap)
    .map(Number)
    .sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const code of held) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  console.log(`unicode-range: ${ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')};`);
  const arial = opentype.parse(fs.readFileSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf').buffer as ArrayBuffer);
  const sample = 'Nous concevons des sites et des applications qui servent vraiment, du premier atelier à la mise en ligne.';
  const width = (font: opentype.Font) => font.getAdvanceWidth(sample, 1000) / 1000;
  const sizeAdjust = width(brand) / width(arial);
  const share = (value: number) => `${((value / brand.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  const { ascender, descender } = brand.tables.hhea as { ascender: number; descender: number };
  console.log(`size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ascent-override: ${share(ascender)}; descent-override: ${share(-descender)}; line-gap-override: 0%;`);
}

void main();
