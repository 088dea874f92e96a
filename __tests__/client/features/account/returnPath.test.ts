import {
  RETURN_PATH_STORAGE_KEY,
  forgetReturnPath,
  rememberReturnPath,
  takeReturnPath,
} from '../../../../src/client/features/account/returnPath';
import { OFF_SITE_PIECES, offSite } from '../../../shared/support/offSiteTargets';

describe('the remembered return path', () => {
  test('is kept for the tab, and given back once', () => {
    rememberReturnPath('/fr/articles?item=3#pay');
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/fr/articles?item=3#pay');
    expect(takeReturnPath()).toBe('/fr/articles?item=3#pay');
    expect(takeReturnPath()).toBeNull();
  });

  test.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'fr/mon-compte'])(
    'never leads off the site: %s is neither kept nor given back',
    (path) => {
      rememberReturnPath(path);
      expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
      sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, path);
      expect(takeReturnPath()).toBeNull();
    },
  );

  // What the server's router would turn into `//evil.com` (dot segments, encoded slashes) is not given back either.
  test.each(OFF_SITE_PIECES.flatMap((piece) => [`/${piece}`, `/fr/${piece}`]))('gives back %s only as a path of this site', (path) => {
    sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, path);
    const taken = takeReturnPath();
    if (taken !== null) expect([taken, offSite(taken)]).toEqual([path, null]);
    rememberReturnPath(path);
    expect(sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe(taken);
    forgetReturnPath();
  });

  test.each(['/..%2f%2fevil.com', '/fr/..%2F%2Fevil.com', '/x/../..//evil.com', '/..%5c%5cevil.com'])('never gives back %s', (path) => {
    sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, path);
    expect(takeReturnPath()).toBeNull();
  });

  test('can be forgotten', () => {
    rememberReturnPath('/fr/mon-compte');
    forgetReturnPath();
    expect(takeReturnPath()).toBeNull();
  });
});
