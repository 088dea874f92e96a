import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The full-screen menus: the site's, and the home page's own (its sections, on narrow screens). */
export type MenuName = 'site' | 'home';

export interface MenuState {
  /** The menu shown, if any: the home page has both, one at a time. */
  open: MenuName | null;
  /** The entry under the pointer: it decides which background video plays. */
  hovered: string | null;
}

const initialState: MenuState = { open: null, hovered: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    /** A burger button was pressed (the site menu's unless named). */
    menuToggled(state, action: PayloadAction<MenuName | undefined>) {
      const menu = action.payload ?? 'site';
      state.open = state.open === menu ? null : menu;
      if (!state.open) state.hovered = null;
    },
    /** An entry was chosen, or the menu dismissed. */
    menuClosed(state) {
      state.open = null;
      state.hovered = null;
    },
    entryHovered(state, action: PayloadAction<string | null>) {
      state.hovered = action.payload;
    },
  },
});

export const { menuToggled, menuClosed, entryHovered } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

/** Whether `menu` (the site menu unless named) is open. */
export const selectMenuOpen = (state: { menu: MenuState }, menu: MenuName = 'site'): boolean => state.menu.open === menu;
export const selectHoveredEntry = (state: { menu: MenuState }): string | null => state.menu.hovered;
