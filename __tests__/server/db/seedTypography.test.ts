import { sampleContent } from '../../../src/server/db/seed/sampleContent';
import { englishTypography } from '../../../src/server/db/seed/text';

/** Every localized text of the sample content: titles, summaries, bodies, alternatives. */
function texts(value: unknown, language: 'fr' | 'en'): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, language));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.fr === 'string' && typeof record.en === 'string') return [record[language] as string];
  return Object.values(record).flatMap((item) => texts(item, language));
}

describe('the sample content’s typography', () => {
  test('English quotes and apostrophes are curly, as the French ones', () => {
    expect(englishTypography(`  "Let's start with an MVP" (the "why")...`)).toBe('“Let’s start with an MVP” (the “why”)…');
    for (const language of ['fr', 'en'] as const) {
      const straight = texts(sampleContent, language).filter((text) => /['"]/.test(text));
      expect([language, straight]).toEqual([language, []]);
    }
  });
});
