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

// A schema built before `jitless` is set would try `new Function` in the browser, which the CSP
// refuses and reports (a violation on every form page). Only the type-only imports are free.
describe('zod in code the browser runs', () => {
  test('every module building schemas imports the jitless setting (src/shared/schemas/zod.ts) before zod', () => {
    const late = [...sources('src/shared'), ...sources('src/client')]
      .filter((file) => file !== path.join('src', 'shared', 'schemas', 'zod.ts'))
      .filter((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const zod = text.search(/^import (?!type )[^;]*from 'zod';/m);
        if (zod === -1) return false;
        const setting = text.search(/^import '(\.\/|(\.\.\/)+(shared\/)?schemas\/)zod';/m);
        return setting === -1 || setting > zod;
      });
    expect(late).toEqual([]);
  });
});
