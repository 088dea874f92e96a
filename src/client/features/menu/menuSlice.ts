import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MenuState {
  open: boolean;
  /** The entry under the pointer: it decides which background video plays. */
  hovered: string | null;
}

const initialState: MenuState = { open: false, hovered: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    /** The burger button was pressed. */
    menuToggled(state) {
      state.open = !state.open;
      if (!state.open) state.hovered = null;
    },
    /** An entry was chosen, or the menu dismissed. */
    menuClosed(state) {
      state.open = false;
      state.hovered = null;
    },
    entryHovered(state, action: PayloadAction<string | null>) {
      state.hovered = action.payload;
    },
  },
});

export const { menuToggled, menuClosed, entryHovered } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

export const selectMenuOpen = (state: { menu: MenuState }): boolean => state.menu.open;
export const selectHoveredEntry = (state: { menu: MenuState }): string | null => state.menu.hovered;
