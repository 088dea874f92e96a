import { makeStore } from '../../../../src/client/app/store';
import { languageChanged, selectLanguage } from '../../../../src/client/app/language/languageSlice';

describe('the language', () => {
  test('starts in French and follows the interface', () => {
    const { store } = makeStore({ persist: false });
    expect(selectLanguage(store.getState())).toBe('fr');

    store.dispatch(languageChanged('en'));
    expect(selectLanguage(store.getState())).toBe('en');
  });
});
