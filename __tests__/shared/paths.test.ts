import { isSitePath, sitePath } from '../../src/shared/paths';
import { OFF_SITE_PIECES, offSite } from './support/offSiteTargets';

describe('sitePath: a target as a path of this site', () => {
  test.each(OFF_SITE_PIECES.flatMap((piece) => [`/${piece}`, `/fr/${piece}`, `/fr/${piece}/`, `/fr/../${piece}`, piece]))('%s stays on the site', (target) => {
    const path = sitePath(target);
    expect([target, offSite(path)]).toEqual([target, null]);
    // Its own safe form: a second pass changes nothing.
    expect(sitePath(path)).toBe(path);
  });

  test.each([
    ['/fr/blog?page=2#top', '/fr/blog?page=2#top'],
    ['/fr/caf\u00e9-\u{1f600}', '/fr/caf%C3%A9-%F0%9F%98%80'],
    ['/fr/..//evil.com', '/evil.com'],
    ['/..%2f%2fevil.com', '/evil.com'],
    ['/fr/x?next=//evil.com', '/fr/x?next=//evil.com'],
    ['//evil.com/fr', '/'],
    ['https://evil.com/', '/'],
    ['/\\evil.com', '/'],
  ])('%s is %s', (target, path) => {
    expect(sitePath(target)).toBe(path);
  });

  test.each(['/fr', '/fr/blog?page=2#top', '/fr/caf%C3%A9'])('%s is a site path', (path) => expect(isSitePath(path)).toBe(true));
  test.each(['/..%2f%2fevil.com', '/%2E%2E//evil.com', '/x/../..//evil.com', '/..%5c%5cevil.com', '//evil.com', '/\\evil.com', '/fr/./blog', 'fr/blog', 'https://evil.com', null, 3])(
    '%s is not',
    (value) => expect(isSitePath(value)).toBe(false),
  );
});
