import fs from 'node:fs';
import path from 'node:path';
import { articles, categories } from '../../../src/server/db/seed/articles';
import type { Localized } from '../../../src/shared/api';
import { FIXED_ARTICLE_SLUGS } from '../../../src/shared/routes';

// The seed's "today": every article meant to be visible is dated before it, the scheduled one after.
const SEED_PRESENT = '2026-11-21T00:00:00.000Z';
const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANGUAGES = ['fr', 'en'] as const;
const PUBLIC_DIR = path.join(__dirname, '..', '..', '..', 'public');

const isVisible = (article: (typeof articles)[number]) => article.published && article.publishedAt < SEED_PRESENT;
const visible = articles.filter(isVisible);
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Lines of the Markdown subset the client renders that break it: anything but text, `## ` and `- `. */
function markdownProblems(body: string): string[] {
  const problems: string[] = [];
  if (body.includes('<')) problems.push('contains "<"');
  if (body.includes('](')) problems.push('contains a link');
  if (body.includes('`')) problems.push('contains a backtick');
  if (/\n{3,}/.test(body)) problems.push('more than one blank line in a row');
  for (const line of body.split('\n')) {
    if (line.startsWith('#') && !/^## \S/.test(line)) problems.push(`heading other than "## ": ${line}`);
    if (line.startsWith('##') && line.includes('**')) problems.push(`bold in a heading: ${line}`);
    if (/^\s+\S/.test(line)) problems.push(`indented line: ${line}`);
    if (/^(\*|\+|\d+\.) /.test(line)) problems.push(`list marker other than "- ": ${line}`);
    if (line.replace(/\*\*[^*\n]+\*\*/g, '').replace(/\*[^*\n]+\*/g, '').includes('*')) problems.push(`stray "*": ${line}`);
  }
  return problems;
}

describe('seed articles', () => {
  it('have unique, URL-safe slugs, and so do the categories', () => {
    for (const list of [articles, categories]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(URL_SAFE);
    }
  });

  it('include the six fixed articles of the spec, published', () => {
    for (const slug of FIXED_ARTICLE_SLUGS) {
      const article = articles.find((candidate) => candidate.slug === slug);
      expect(article).toBeDefined();
      expect(isVisible(article!)).toBe(true);
    }
  });

  it('publish at least 14 articles over at least 3 categories, all dated 2025-2026', () => {
    expect(visible.length).toBeGreaterThanOrEqual(14);
    expect(new Set(visible.map((article) => article.category)).size).toBeGreaterThanOrEqual(3);
    for (const article of visible) expect(article.publishedAt >= '2025-01-01').toBe(true);
  });

  it('belong to categories that exist', () => {
    const known = new Set(categories.map((category) => category.slug));
    for (const article of articles) expect(known).toContain(article.category);
    expect(categories.length).toBeGreaterThanOrEqual(3);
  });

  it('have valid ISO dates', () => {
    for (const article of articles) {
      expect(new Date(article.publishedAt).toISOString()).toBe(article.publishedAt);
    }
  });

  it('say everything in French and in English, with French typography', () => {
    const texts: [string, Localized][] = [
      ...categories.flatMap((c): [string, Localized][] => [[`${c.slug} name`, c.name], [`${c.slug} description`, c.description]]),
      ...articles.flatMap((a): [string, Localized][] => [
        [`${a.slug} title`, a.title],
        [`${a.slug} excerpt`, a.excerpt],
        [`${a.slug} body`, a.body],
        [`${a.slug} imageAlt`, a.imageAlt],
      ]),
    ];
    for (const [where, text] of texts) {
      for (const language of LANGUAGES) expect({ where, language, blank: text[language].trim() === '' }).toEqual({ where, language, blank: false });
      expect({ where, straightApostrophe: text.fr.includes("'") }).toEqual({ where, straightApostrophe: false });
      expect({ where, plainSpaceBeforePunctuation: / [:;!?»]/.test(text.fr) }).toEqual({ where, plainSpaceBeforePunctuation: false });
    }
  });

  it('have bodies of at least 350 words per language, in the Markdown subset, with matching structure', () => {
    for (const article of articles) {
      for (const language of LANGUAGES) {
        const body = article.body[language];
        expect({ slug: article.slug, language, enough: words(body) >= 350 }).toEqual({ slug: article.slug, language, enough: true });
        expect({ slug: article.slug, language, problems: markdownProblems(body) }).toEqual({ slug: article.slug, language, problems: [] });
        expect(body).toMatch(/^## \S/m);
      }
      const headings = (body: string) => body.split('\n').filter((line) => line.startsWith('## ')).length;
      expect({ slug: article.slug, fr: headings(article.body.fr) }).toEqual({ slug: article.slug, fr: headings(article.body.en) });
    }
  });

  it('have excerpts of at most 200 characters', () => {
    for (const article of articles) {
      for (const language of LANGUAGES) {
        const tooLong = article.excerpt[language].length > 200;
        expect({ slug: article.slug, language, tooLong }).toEqual({ slug: article.slug, language, tooLong: false });
      }
    }
  });

  it('have a small, self-contained 1600×900 SVG cover on disk, without text', () => {
    for (const article of articles) {
      expect(article.image).toBe(`/media/articles/${article.slug}.svg`);
      const file = path.join(PUBLIC_DIR, article.image);
      expect({ file, exists: fs.existsSync(file) }).toEqual({ file, exists: true });
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(8 * 1024);
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expect(svg).not.toMatch(/<text|href=|<image|url\((?!#)/);
    }
  });

  it('keep one draft and one scheduled article out of sight', () => {
    const draft = articles.filter((article) => !article.published);
    const scheduled = articles.filter((article) => article.published && article.publishedAt >= SEED_PRESENT);
    expect(draft.length).toBeGreaterThanOrEqual(1);
    expect(scheduled.map((article) => article.publishedAt.slice(0, 4))).toEqual(['2027']);
    for (const hidden of [...draft, ...scheduled]) {
      expect(FIXED_ARTICLE_SLUGS as readonly string[]).not.toContain(hidden.slug);
      expect(visible).not.toContain(hidden);
    }
  });
});
