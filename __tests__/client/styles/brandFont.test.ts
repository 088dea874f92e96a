import fs from 'node:fs';
import path from 'node:path';
import { STYLESHEET } from '../../../scripts/design-tokens';

const root = path.resolve(__dirname, '../../..');
const css = fs.readFileSync(STYLESHEET, 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body!);
const descriptor = (body: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();

describe('the brand typeface (docs/design.md, "Type")', () => {
  const brand = faces.find((body) => descriptor(body, 'font-family') === "'Bricolage Grotesque'")!;
  const fallback = faces.find((body) => descriptor(body, 'font-family') === "'Bricolage Fallback'")!;
  const file = /url\('([^']+)'\)/.exec(brand)![1]!;

  test('is one self-hosted variable WOFF2 file, within 40 KB, its name hashed so it is cached for good', () => {
    expect(file).toMatch(/^\/fonts\/bricolage-grotesque\.[0-9a-f]{10}\.woff2$/);
    const bytes = fs.statSync(path.join(root, 'public', file)).size;
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
    expect(descriptor(brand, 'font-weight')).toBe('300 800');
    expect(descriptor(brand, 'font-display')).toBe('optional');
    expect(fs.readdirSync(path.join(root, 'public/fonts')).filter((name) => name.endsWith('.woff2'))).toEqual([path.basename(file)]);
  });

  test('is preloaded by the page, so it is asked for with the stylesheet, not after it', () => {
    const html = fs.readFileSync(path.join(root, 'public/index.html'), 'utf8');
    expect(html).toContain(`<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`);
  });

  test('comes first in the stack, over a metric-matched fallback that covers the same characters', () => {
    expect(descriptor(css, '--font-sans')).toMatch(/^'Bricolage Grotesque', 'Bricolage Fallback', /);
    for (const name of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) expect(descriptor(fallback, name)).toMatch(/^\d+(\.\d+)?%$/);
    expect(descriptor(fallback, 'src')).toContain("local('Arial')");
    expect(descriptor(fallback, 'unicode-range')).toBe(descriptor(brand, 'unicode-range'));
  });
});
