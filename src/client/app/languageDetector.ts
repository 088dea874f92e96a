import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_KEY, LANGUAGE_STORAGE_KEY, readCookie } from '../../shared/languages';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (private browsing, cookies off).
  }
}

/**
 * The browser's language, in the order of decisions.md: `?lng=`, the cookie, localStorage,
 * sessionStorage, the browser's languages, `<html lang>`. Every candidate is handed to i18next,
 * which takes the first it supports. The choice is kept in localStorage and the cookie (which
 * the server reads too). A few lines instead of a detection library: this runs on every page.
 */
export const browserLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_KEY),
      readCookie(document.cookie, LANGUAGE_COOKIE),
      fromStorage(() => window.localStorage),
      fromStorage(() => window.sessionStorage),
      ...(navigator.languages ?? [navigator.language]),
      document.documentElement.lang,
    ];
    return candidates.filter((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
  },
  cacheUserLanguage(lng) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // See fromStorage: the cookie still keeps the choice.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  },
};
