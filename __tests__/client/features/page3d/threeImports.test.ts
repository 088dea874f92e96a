import fs from 'node:fs';
import path from 'node:path';

const clientRoot = path.resolve(__dirname, '../../../../src/client');
const page3d = path.join(clientRoot, 'features/page3d');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

// Static imports, re-exports and require() of three or one of its sub-paths (three/addons/...),
// and, for the first test, import() calls as well.
const STATIC_THREE = /(?:\bfrom\s*|\bimport\s+|\brequire\(\s*)['"]three(?:\/[^'"]*)?['"]/;
const ANY_THREE = /(?:\bfrom\s*|\bimport\s*\(?\s*(?:\/\*.*?\*\/\s*)?|\brequire\(\s*)['"]three(?:\/[^'"]*)?['"]/;
const relative = (file: string) => path.relative(clientRoot, file).split(path.sep).join('/');

describe('three.js stays in the 3D page’s own chunks', () => {
  const files = sourceFiles(clientRoot);

  test('no module outside src/client/features/page3d imports three', () => {
    const outside = files.filter((file) => !file.startsWith(page3d + path.sep) && ANY_THREE.test(fs.readFileSync(file, 'utf8')));
    expect(outside.map(relative)).toEqual([]);
  });

  test('inside it, only the scene module imports three, and the page reaches that module by a dynamic import()', () => {
    const importers = files.filter((file) => STATIC_THREE.test(fs.readFileSync(file, 'utf8')));
    expect(importers.map(relative)).toEqual(['features/page3d/logoScene.ts']);

    // Any other reference to the scene module is a type import or an import() call, so no chunk
    // but the scene's own pulls three in.
    const sceneUsers = files.filter((file) => !file.endsWith('logoScene.ts') && fs.readFileSync(file, 'utf8').includes('logoScene'));
    expect(sceneUsers.length).toBeGreaterThan(0);
    for (const file of sceneUsers) {
      const references = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.includes("logoScene'"));
      for (const line of references) expect([relative(file), line.trim()]).toEqual([relative(file), expect.stringMatching(/^import type |import\(/)]);
    }
  });
});
