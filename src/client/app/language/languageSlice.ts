import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '../../../shared/languages';

export interface LanguageState {
  current: InterfaceLanguage;
}

const initialState: LanguageState = { current: DEFAULT_LANGUAGE };

const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** The interface switched language (after the server was told). */
    languageChanged(state, action: PayloadAction<InterfaceLanguage>) {
      state.current = action.payload;
    },
  },
});

export const { languageChanged } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;

export const selectLanguage = (state: { language: LanguageState }): InterfaceLanguage => state.language.current;
