import { Suspense as ReactSuspense, createContext, use, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode, type SuspenseProps } from 'react';

/**
 * Which Suspense boundaries have yet to show their content. React hydrates each server-rendered
 * boundary in a pass of its own, at its lowest priority, after the pass that committed the
 * boundary's parent: when the app's root has committed, every part of the page inside a boundary
 * is still the server's markup. A state that changes meanwhile outside React (the language
 * i18next switches to) would reach such a part as it hydrates, and its text would no longer
 * match the server's (React then throws the part away and renders it again).
 */
export interface HydrationWatch {
  /**
   * A boundary mounted: its content is not shown yet. `afterReady`: a part hydrated only once the
   * app is ready (HydratedAfterReady), which the app does not wait for.
   */
  opened(boundary: object, afterReady?: boolean): void;
  /** Its content was committed, or the boundary went away. */
  closed(boundary: object): void;
  /** Checks at once, for an app with no boundary left open (called once the root has committed). */
  check(): void;
  /** Settles once every boundary but those hydrated after ready shows its content (after `onShown`). */
  shown: Promise<void>;
  /** Settles once those too show theirs, with every boundary nested in them. */
  everyPartShown: Promise<void>;
}

/** Calls `onShown` once, as soon as no boundary opened so far is still waiting for its content. */
export function watchHydration(onShown: () => void): HydrationWatch {
  const open = new Set<object>();
  // Parts hydrated after ready, and the boundaries opened in them once the app was ready.
  const later = new Set<object>();
  let shown = false;
  let everyPart = false;
  let settle!: () => void;
  let settleEveryPart!: () => void;
  const whenShown = new Promise<void>((resolve) => (settle = resolve));
  const whenEveryPartShown = new Promise<void>((resolve) => (settleEveryPart = resolve));
  let checking = false;
  const check = () => {
    if (everyPart || checking) return;
    checking = true;
    // A microtask away, when every effect of the commit has run: the boundaries nested in the one
    // just shown are opened by then, and StrictMode's second mount has opened the boundary again.
    queueMicrotask(() => {
      checking = false;
      if (!shown && open.size === 0) {
        shown = true;
        // Marked as React's `use` reads a settled promise: a part rendered after ready never waits.
        Object.assign(whenShown, { status: 'fulfilled', value: undefined });
        onShown();
        settle();
      }
      if (shown && later.size === 0) {
        everyPart = true;
        settleEveryPart();
      }
    });
  };
  return {
    opened: (boundary, afterReady = false) => {
      if (!shown && !afterReady) open.add(boundary);
      else if (!everyPart) later.add(boundary);
    },
    closed: (boundary) => {
      if (open.delete(boundary) || later.delete(boundary)) check();
    },
    check,
    shown: whenShown,
    everyPartShown: whenEveryPartShown,
  };
}

const WatchContext = createContext<HydrationWatch | null>(null);

const NO_WATCH = Promise.resolve();

/**
 * Settles once the app has taken the page over (at once without a watch: the server, tests), its
 * parts hydrated after ready aside, for work that can wait rather than cut into hydration.
 */
export function usePageHydrated(): Promise<void> {
  return useContext(WatchContext)?.shown ?? NO_WATCH;
}

/**
 * Fetches code the page may need later (a dialog, an upload panel) once it is hydrated, so that it
 * does not share the line with what hydration needs. `load` must be stable (a module-level function
 * or a lazy component's `preload`); a failure shows when the code is asked for.
 */
export function usePreloadOnceHydrated(load: () => Promise<unknown>): void {
  const hydrated = usePageHydrated();
  useEffect(() => {
    void hydrated.then(load).catch(() => undefined);
  }, [hydrated, load]);
}

/**
 * Settles once every part of the page is hydrated, those hydrated after ready included: before a
 * change that would reach a part still to hydrate (the language), whose text would then no longer
 * match the server's.
 */
export function useEveryPartHydrated(): Promise<void> {
  return useContext(WatchContext)?.everyPartShown ?? NO_WATCH;
}

/**
 * Whether this component was first rendered once the app was ready: false on the server, in the
 * render that hydrates the server's markup, and without a watch (tests).
 */
export function useMountedOnceReady(): boolean {
  const shown = useContext(WatchContext)?.shown as { status?: string } | undefined;
  const [afterReady] = useState(() => shown?.status === 'fulfilled');
  return afterReady;
}

const subscribeToNothing = () => () => {};

/**
 * Whether this component has been taken over by React: false while the server renders and while
 * the browser hydrates the server's markup, true once hydrated, and from the start for whatever
 * the browser renders later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function HydrationWatchProvider({ watch, children }: { watch: HydrationWatch | null; children: ReactNode }) {
  return <WatchContext.Provider value={watch}>{children}</WatchContext.Provider>;
}

/** Rendered after a boundary's content: its effect runs once that content is committed. */
function ContentShown({ boundary }: { boundary: object }) {
  const watch = useContext(WatchContext);
  useEffect(() => watch?.closed(boundary), [watch, boundary]);
  return null;
}

/**
 * React's Suspense, known to the app's hydration watch (the app is ready once every boundary
 * shows its content). Opened in a layout effect, which runs before any passive effect of the
 * same commit, so a boundary nested in one just shown is open before that one is closed.
 */
export function Suspense({ children, fallback }: Pick<SuspenseProps, 'children' | 'fallback'>) {
  const watch = useContext(WatchContext);
  const [boundary] = useState(() => ({}));
  useLayoutEffect(() => {
    watch?.opened(boundary);
    return () => watch?.closed(boundary);
  }, [watch, boundary]);
  return (
    <ReactSuspense fallback={fallback}>
      {children}
      <ContentShown boundary={boundary} />
    </ReactSuspense>
  );
}

/** Holds the part it is in until the app is ready; renders nothing. */
function WaitForReady() {
  const watch = useContext(WatchContext);
  // Suspended while hydrating, the boundary keeps the server's markup: React hydrates it once the
  // promise settles. Once ready, the promise reads as settled and nothing waits.
  if (watch) use(watch.shown);
  return null;
}

/**
 * A part of the server's page hydrated only once the rest is, after the app says it is ready:
 * its hydration (the footer's, the home page's sections') no longer delays the menu, the language
 * switch and the forms on a slow phone. Only for parts with no button or form of their own, which
 * nothing changes before they are hydrated (useEveryPartHydrated): until then their links are the
 * server's, which work as plain links.
 */
export function HydratedAfterReady({ children }: { children: ReactNode }) {
  const watch = useContext(WatchContext);
  const [boundary] = useState(() => ({}));
  useLayoutEffect(() => {
    watch?.opened(boundary, true);
    return () => watch?.closed(boundary);
  }, [watch, boundary]);
  return (
    <ReactSuspense fallback={null}>
      <WaitForReady />
      {children}
      <ContentShown boundary={boundary} />
    </ReactSuspense>
  );
}
