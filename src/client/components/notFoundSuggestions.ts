import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the 404 page suggests reading besides the main sections (the latest articles): a part of
 * another feature, which components may not import, so the app hands it in (App.tsx).
 */
const NotFoundSuggestionsContext = createContext<ReactNode>(null);
export const NotFoundSuggestionsProvider = NotFoundSuggestionsContext.Provider;

export function useNotFoundSuggestions(): ReactNode {
  return useContext(NotFoundSuggestionsContext);
}
