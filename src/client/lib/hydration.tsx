import { Suspense as ReactSuspense, createContext, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode, type SuspenseProps } from 'react';

/**
 * Which Suspense boundaries have yet to show their content. React hydrates each server-rendered
 * boundary in a pass of its own, at its lowest priority, after the pass that committed the
 * boundary's parent: when the app's root has committed, every part of the page inside a boundary
 * is still the server's markup. A state that changes meanwhile outside React (the language
 * i18next switches to) would reach such a part as it hydrates, and its text would no longer
 * match the server's (React then throws the part away and renders it again).
 */
export interface HydrationWatch {
  /** A boundary mounted: its content is not shown yet. */
  opened(boundary: object): void;
  /** Its content was committed, or the boundary went away. */
  closed(boundary: object): void;
  /** Checks at once, for an app with no boundary left open (called once the root has committed). */
  check(): void;
  /** Settles once every boundary shows its content (after `onShown`). */
  shown: Promise<void>;
}

/** Calls `onShown` once, as soon as no boundary opened so far is still waiting for its content. */
export function watchHydration(onShown: () => void): HydrationWatch {
  const open = new Set<object>();
  let shown = false;
  let settle!: () => void;
  const whenShown = new Promise<void>((resolve) => (settle = resolve));
  let checking = false;
  const check = () => {
    if (shown || checking) return;
    checking = true;
    // A microtask away, when every effect of the commit has run: the boundaries nested in the one
    // just shown are opened by then, and StrictMode's second mount has opened the boundary again.
    queueMicrotask(() => {
      checking = false;
      if (shown || open.size > 0) return;
      shown = true;
      onShown();
      settle();
    });
  };
  return {
    opened: (boundary) => {
      if (!shown) open.add(boundary);
    },
    closed: (boundary) => {
      if (open.delete(boundary)) check();
    },
    check,
    shown: whenShown,
  };
}

const WatchContext = createContext<HydrationWatch | null>(null);

const NO_WATCH = Promise.resolve();

/**
 * Settles once the app has taken the whole page over (at once without a watch: the server, tests),
 * for work that can wait rather than cut into hydration.
 */
export function usePageHydrated(): Promise<void> {
  return useContext(WatchContext)?.shown ?? NO_WATCH;
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
