import type { i18n as I18n } from 'i18next';
import { use, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMountedOnceReady, usePreloadOnceHydrated } from './hydration';
import { PARTIAL_NAMESPACES, currentLanguage, type Namespace } from './i18n';
import { ChunkLoadFailure } from './lazyWithRetry';

/**
 * A page comes with only the part of PARTIAL_NAMESPACES its server render used (usedResources):
 * the rest of each is fetched once the page is hydrated, and anything shown later that needs
 * more waits for it. Whatever the browser loads itself (another language) comes whole.
 */

// Keyed by the instance's store: react-i18next hands components a copy of the instance, not it.
/** The namespaces of each instance that are partial, as `lng|ns`. */
const partialBundles = new WeakMap<object, Set<string>>();
interface Attempt {
  load: Promise<void>;
  failed: boolean;
  /** What asked for it (a page's address): asked again for the same, a failed attempt is not made again. */
  by?: string;
}
const attempts = new WeakMap<object, Map<string, Attempt>>();
const COMPLETE = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Notes the server's bundles of PARTIAL_NAMESPACES in `lng` as partial (the browser's i18n, at its start). */
export function markPartialTexts(i18n: I18n, lng: string, namespaces: readonly string[]): void {
  const partial = new Set(namespaces.filter((ns) => (PARTIAL_NAMESPACES as readonly string[]).includes(ns)).map((ns) => `${lng}|${ns}`));
  partialBundles.set(i18n.store, partial);
}

/** Whether every text of `ns` is there in `lng` (always on the server and in tests, which load everything). */
export function textsComplete(i18n: I18n, ns: Namespace, lng: string = currentLanguage(i18n)): boolean {
  return !partialBundles.get(i18n.store)?.has(`${lng}|${ns}`);
}

/**
 * Settles once every text of `ns` in `lng` is there, or could not be fetched (offline: the page's
 * own then show). A failure is tried again the next time, unless asked again `by` the same.
 */
export function completeTexts(i18n: I18n, ns: Namespace, lng: string = currentLanguage(i18n), by?: string): Promise<void> {
  if (textsComplete(i18n, ns, lng)) return COMPLETE;
  const name = `${lng}|${ns}`;
  const byName = attempts.get(i18n.store) ?? new Map<string, Attempt>();
  attempts.set(i18n.store, byName);
  const last = byName.get(name);
  if (last && (!last.failed || (by !== undefined && last.by === by))) return last.load;
  const attempt: Attempt = { failed: false, by, load: COMPLETE };
  // Fetched by the lazy namespace backend and added to what the page brought.
  attempt.load = new Promise<void>((resolve) => {
    void i18n.reloadResources([lng], [ns], (errors?: unknown) => {
      if (errors) attempt.failed = true;
      else partialBundles.get(i18n.store)?.delete(name);
      resolve();
    });
  });
  byName.set(name, attempt);
  return attempt.load;
}

/** Completes every partial namespace of `lng`: before the interface switches to it. */
export function completeAllTexts(i18n: I18n, lng: string): Promise<unknown> {
  return Promise.all(PARTIAL_NAMESPACES.map((ns) => completeTexts(i18n, ns, lng)));
}

/** Fetches the rest of the partial namespaces once the page is hydrated, so that the next page or error shows at once. */
export function usePartialTextsOnceHydrated(): void {
  const { i18n } = useTranslation();
  usePreloadOnceHydrated(useCallback(() => completeAllTexts(i18n, currentLanguage(i18n)), [i18n]));
}

/**
 * Holds a page the browser renders (another page than the server's, or the server's once a
 * login shows it) until its titles (`pages`) are all there: a link's next page waits on the
 * previous one instead of showing raw keys. The server's own page hydrates with what it brought.
 */
export function PageTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const mountedOnceReady = useMountedOnceReady();
  // The address this page was hydrated at; none for a page mounted once the app was ready.
  const [hydratedAt] = useState(() => (mountedOnceReady ? null : pathname));
  if (pathname !== hydratedAt && !textsComplete(i18n, 'pages')) {
    use(completeTexts(i18n, 'pages', undefined, pathname));
    // Offline: the error boundary's screen, as for the page's own chunk, until the next page.
    if (!textsComplete(i18n, 'pages')) throw new ChunkLoadFailure(new Error('The page titles could not be loaded'));
  }
  return children;
}
