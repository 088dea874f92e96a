import fc from 'fast-check';
import { addressIn, addressLanguage, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/shared/languages';

describe('the address of a page in a language', () => {
  test('French carries no lng, English carries ?lng=en; the rest of the query and the fragment stay', () => {
    expect(addressIn('/fr/blog', 'fr')).toBe('/fr/blog');
    expect(addressIn('/fr/blog', 'en')).toBe('/fr/blog?lng=en');
    expect(addressIn('/fr/blog?lng=en', 'fr')).toBe('/fr/blog');
    expect(addressIn('/fr/blog?page=2#top', 'en')).toBe('/fr/blog?page=2&lng=en#top');
    expect(addressIn('/fr/blog?lng=fr&page=2', 'fr')).toBe('/fr/blog?page=2');
    expect(addressIn('/fr/candidature?job=a%20b&utm_source=x', 'en')).toBe('/fr/candidature?job=a%20b&utm_source=x&lng=en');
  });

  test('an address already in the language is left as it is; a wrong or repeated lng is removed', () => {
    expect(addressIn('/fr/blog?lng=en&utm_source=x', 'en')).toBe('/fr/blog?lng=en&utm_source=x');
    expect(addressIn('/fr/blog?lng=de&lng=en&lng=en', 'en')).toBe('/fr/blog?lng=en');
    expect(addressIn('/fr/blog?lng=de', 'fr')).toBe('/fr/blog');
    expect(addressIn('/fr/blog?&&', 'fr')).toBe('/fr/blog');
  });

  test('the language an address says: its lng when it is one of ours, else French', () => {
    expect(addressLanguage('/fr/blog')).toBe('fr');
    expect(addressLanguage('/fr/blog?page=2&lng=en')).toBe('en');
    expect(addressLanguage('/fr/blog?lng=fr')).toBe('fr');
    expect(addressLanguage('/fr/blog?lng=de')).toBe('fr');
    expect(addressLanguage('/fr/blog#lng=en')).toBe('fr');
  });

  test('for any address: it then says the language, and asking again changes nothing', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const param = fc.oneof(fc.constantFrom('lng=en', 'lng=fr', 'lng=de', 'lng='), fc.tuple(segment, segment).map(([key, value]) => `${key}=${value}`));
    const address = fc
      .record({
        path: fc.array(segment, { maxLength: 3 }).map((segments) => ['', 'fr', ...segments].join('/')),
        params: fc.array(param, { maxLength: 4 }),
        fragment: fc.option(segment, { nil: undefined }),
      })
      .map(({ path, params, fragment }) => `${path}${params.length ? `?${params.join('&')}` : ''}${fragment ? `#${fragment}` : ''}`);
    fc.assert(
      fc.property(address, fc.constantFrom<InterfaceLanguage>(...INTERFACE_LANGUAGES), (url, lang) => {
        const there = addressIn(url, lang);
        expect(addressLanguage(there)).toBe(lang);
        expect(addressIn(there, lang)).toBe(there);
      }),
    );
  });
});
