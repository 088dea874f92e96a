import fs from 'node:fs';
import path from 'node:path';
import { contrast, PAIRS, readTokens, STYLESHEET } from '../../../scripts/design-tokens';

const tokens = readTokens();

describe('the colour tokens (global.css)', () => {
  test.each(PAIRS.flatMap((pair) => (['light', 'dark'] as const).map((scheme) => ({ ...pair, scheme }))))(
    '$scheme: $foreground on $background ($use) reaches $minimum:1',
    ({ scheme, foreground, background, minimum }) => {
      expect(contrast(tokens[scheme], foreground, background)).toBeGreaterThanOrEqual(minimum);
    },
  );

  test('a low-contrast pair is caught: ink-soft on ink fails in both schemes', () => {
    expect(contrast(tokens.light, '--color-ink-soft', '--color-ink')).toBeLessThan(4.5);
    expect(contrast(tokens.dark, '--color-ink-soft', '--color-ink')).toBeLessThan(4.5);
  });

  test('the dark scheme redefines the page, text and bands', () => {
    for (const name of ['--color-ink', '--color-paper', '--color-surface', '--color-accent', '--color-band']) {
      expect([name, tokens.dark[name]]).not.toEqual([name, tokens.light[name]]);
    }
  });

  test('no stylesheet but global.css writes a raw colour: they all go through the tokens', () => {
    const root = path.resolve(__dirname, '../../../src/client');
    const sheets = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? sheets(full) : entry.name.endsWith('.css') && full !== STYLESHEET ? [full] : [];
      });
    const raw = sheets(root).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => [line, index] as const)
        .filter(([line]) => /#[0-9a-f]{3,8}\b|rgba?\((?!var\()/i.test(line))
        .map(([line, index]) => `${path.relative(root, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(raw).toEqual([]);
  });
});
