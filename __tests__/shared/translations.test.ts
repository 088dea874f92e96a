import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '../../src/shared/errors';
import { INTERFACE_LANGUAGES } from '../../src/shared/languages';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));

const folders = ['src/client/locales', 'src/shared/locales', 'src/server/locales'].map((f) => path.resolve(__dirname, '../..', f));

function load(lang: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const folder of folders) {
    for (const file of fs.readdirSync(path.join(folder, lang)).filter((f) => f.endsWith('.json'))) {
      const tree = JSON.parse(fs.readFileSync(path.join(folder, lang, file), 'utf8')) as Tree;
      const get = (k: string) => k.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;
      for (const key of keys(tree)) all.set(`${path.basename(file, '.json')}:${key}`, get(key));
    }
  }
  return all;
}

describe('translations', () => {
  const byLanguage = Object.fromEntries(INTERFACE_LANGUAGES.map((lang) => [lang, load(lang)]));

  test('French and English have exactly the same keys, none empty', () => {
    const [fr, en] = [byLanguage.fr!, byLanguage.en!];
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const map of [fr, en]) for (const [key, text] of map) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  test('every error code has a message in both languages', () => {
    for (const lang of INTERFACE_LANGUAGES) {
      const missing = ERROR_CODES.filter((code) => !byLanguage[lang]!.has(`errors:${code}`));
      expect(missing).toEqual([]);
    }
  });

  test('interpolations are the same in both languages', () => {
    const vars = (text: string) => (text.match(/{{\s*\w+\s*}}|<\d+>/g) ?? []).sort();
    for (const [key, fr] of byLanguage.fr!) expect([key, vars(byLanguage.en!.get(key)!)]).toEqual([key, vars(fr)]);
  });
});
