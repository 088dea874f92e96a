import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// Classic zod in code the browser runs would add some 15 KB gzip to every form page, and its
// object parser probes `new Function`, which the CSP refuses and reports. zod/mini does neither.
describe('zod in code the browser runs (src/shared, src/client)', () => {
  test('is imported as zod/mini only, never as classic zod', () => {
    const classic = [...sources('src/shared'), ...sources('src/client')].filter((file) =>
      /^import\s[^;]*from\s+'zod(\/v4)?(\/classic)?';/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(classic).toEqual([]);
  });
});
