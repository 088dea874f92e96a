import {
  RETURN_PATH_STORAGE_KEY,
  forgetReturnPath,
  rememberReturnPath,
  takeReturnPath,
} from '../../../../src/client/features/account/returnPath';

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

  test('can be forgotten', () => {
    rememberReturnPath('/fr/mon-compte');
    forgetReturnPath();
    expect(takeReturnPath()).toBeNull();
  });
});
