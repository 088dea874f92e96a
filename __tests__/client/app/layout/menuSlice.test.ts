import { makeStore } from '../../../../src/client/app/store';
import {
  entryHovered,
  menuClosed,
  menuToggled,
  selectHoveredEntry,
  selectMenuOpen,
} from '../../../../src/client/app/layout/menuSlice';

describe('the menu', () => {
  test('opens and closes with the burger button, and closes when an entry is chosen', () => {
    const { store } = makeStore({ persist: false });
    expect(selectMenuOpen(store.getState())).toBe(false);

    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(true);
    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(false);

    store.dispatch(menuToggled());
    store.dispatch(menuClosed());
    expect(selectMenuOpen(store.getState())).toBe(false);
  });

  test('remembers the hovered entry until the pointer leaves or the menu closes', () => {
    const { store } = makeStore({ persist: false });
    store.dispatch(menuToggled());

    store.dispatch(entryHovered('projects'));
    expect(selectHoveredEntry(store.getState())).toBe('projects');
    store.dispatch(entryHovered(null));
    expect(selectHoveredEntry(store.getState())).toBeNull();

    store.dispatch(entryHovered('blog'));
    store.dispatch(menuClosed());
    expect(selectHoveredEntry(store.getState())).toBeNull();
  });
});
