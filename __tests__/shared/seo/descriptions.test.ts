import en from '../../../src/client/locales/en/pages.json';
import fr from '../../../src/client/locales/fr/pages.json';
import { ROUTES, type RouteName } from '../../../src/shared/routes';

type Pages = Record<string, { title?: string; description?: string }>;
const byLanguage = { fr: fr as Pages, en: en as Pages };
const names = Object.keys(ROUTES) as RouteName[];
// A blog page's number is part of its description: measured with a two-digit page.
const shown = (text: string) => text.replace('{{id}}', '12');

describe('meta descriptions', () => {
  test.each(Object.entries(byLanguage))('every route has a title and a description of 120 to 160 characters in %s', (_lang, pages) => {
    const problems = names.flatMap((name) => {
      const { title, description } = pages[name] ?? {};
      if (!title) return [`${name}: no title`];
      if (!description) return [`${name}: no description`];
      const length = shown(description).length;
      return length < 120 || length > 160 ? [`${name}: ${length} characters`] : [];
    });
    expect(problems).toEqual([]);
  });

  test.each(Object.entries(byLanguage))('no two pages share a description in %s', (_lang, pages) => {
    const descriptions = names.map((name) => pages[name]!.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test('French descriptions follow French typography: a no-break space before : ; ? !, curly apostrophes', () => {
    for (const name of names) {
      const text = byLanguage.fr[name]!.description!;
      expect([name, /[^\u00a0\u202f][:;?!]/.test(text.replace(/https?:/g, ''))]).toEqual([name, false]);
      expect([name, text.includes("'")]).toEqual([name, false]);
    }
  });
});
