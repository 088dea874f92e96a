import { pathTo } from '../../../src/shared/routes';
import { pageUrls } from '../../../src/shared/seo/alternates';

const SITE = 'https://agence.example';

describe('pageUrls', () => {
  test('French is the page itself; English is ?lng=en on the same /fr path; x-default is French', () => {
    expect(pageUrls('/fr/blog', 'fr', SITE)).toEqual({
      canonical: 'https://agence.example/fr/blog',
      alternates: [
        { hreflang: 'fr', href: 'https://agence.example/fr/blog' },
        { hreflang: 'en', href: 'https://agence.example/fr/blog?lng=en' },
        { hreflang: 'x-default', href: 'https://agence.example/fr/blog' },
      ],
    });
  });

  test('the canonical URL follows the language asked for, so each version points to itself', () => {
    expect(pageUrls('/fr/contact', 'en', SITE).canonical).toBe('https://agence.example/fr/contact?lng=en');
    expect(pageUrls('/fr/contact', 'fr', SITE).canonical).toBe('https://agence.example/fr/contact');
  });

  test('the home page has no trailing slash; trailing slashes, queries and fragments are dropped', () => {
    expect(pageUrls(pathTo('home'), 'en', SITE).canonical).toBe('https://agence.example/fr?lng=en');
    expect(pageUrls('/fr/', 'fr', SITE).canonical).toBe('https://agence.example/fr');
    expect(pageUrls('/fr/blog/?lng=en#top', 'fr', SITE).canonical).toBe('https://agence.example/fr/blog');
    expect(pageUrls('/fr/reset-password?token=secret', 'fr', SITE).canonical).not.toContain('secret');
  });

  test('keeps encoded parameters as pathTo wrote them', () => {
    const path = pathTo('projectDetail', { id: 4, slug: 'site-acme' });
    expect(pageUrls(path, 'fr', SITE).canonical).toBe('https://agence.example/fr/projects/4/site-acme');
  });

  test('a path without a route language is taken as a page under the default one', () => {
    expect(pageUrls('/contact', 'fr', SITE).canonical).toBe('https://agence.example/fr/contact');
  });
});
