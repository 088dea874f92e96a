/**
 * The app says it is ready only once every part of the server's page is hydrated: React hydrates
 * each Suspense boundary in a later pass than its parent's, so the root's own effect comes too soon.
 */
import { act, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedAfterReady, HydrationWatchProvider, Suspense, usePageHydrated, watchHydration, type HydrationWatch } from '../../../src/client/lib/hydration';
import { lazyWithRetry } from '../../../src/client/lib/lazyWithRetry';

const hydrated: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return <p>{name}</p>;
}

let loadInner: () => void = () => {};
const innerLoaded = new Promise<void>((resolve) => (loadInner = resolve));
// A chunk that may still be on its way when the browser hydrates.
const InnerPart = () => <Part name="inner" />;
const Inner = lazyWithRetry<object>(() => innerLoaded.then(() => ({ default: InnerPart })));

function Page({ watch }: { watch: HydrationWatch | null }) {
  useEffect(() => watch?.check(), [watch]);
  return (
    <HydrationWatchProvider watch={watch}>
      <Part name="shell" />
      <Suspense fallback={null}>
        <Part name="outer" />
        <Suspense fallback={<p>…</p>}>
          <Inner />
        </Suspense>
      </Suspense>
    </HydrationWatchProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  hydrated.length = 0;
});

test('the watch calls back once the nested boundaries are hydrated, not when the root commits', async () => {
  loadInner();
  await Inner.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page watch={null} />);
  document.body.append(container);

  // React's own scheduling, as in the browser (act would run every pass at once).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const seen: string[][] = [];
  try {
    await new Promise<void>((resolve) => {
      const watch = watchHydration(() => {
        seen.push([...hydrated]);
        resolve();
      });
      root = hydrateRoot(container, <Page watch={watch} />);
    });
    // Whatever React had left to do (nothing, when the watch is right).
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }

  expect(seen).toEqual([['shell', 'outer', 'inner']]);
  expect(hydrated).toEqual(['shell', 'outer', 'inner']);
  expect(container.textContent).toBe('shellouterinner');
});

test('a boundary whose chunk is still loading holds the watch until its content shows', async () => {
  let resolveSlow: () => void = () => {};
  const slowLoaded = new Promise<void>((resolve) => (resolveSlow = resolve));
  const SlowPart = () => <Part name="slow" />;
  const Slow = lazyWithRetry<object>(() => slowLoaded.then(() => ({ default: SlowPart })));
  function SlowPage({ watch }: { watch: HydrationWatch | null }) {
    useEffect(() => watch?.check(), [watch]);
    return (
      <HydrationWatchProvider watch={watch}>
        <Suspense fallback={<p>…</p>}>
          <Slow />
        </Suspense>
      </HydrationWatchProvider>
    );
  }
  const container = document.createElement('div');
  // The server had the chunk; this browser has not yet.
  container.innerHTML = '<!--$--><p>slow</p><!--/$-->';
  document.body.append(container);

  const shown = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <SlowPage watch={watchHydration(shown)} />);
  });
  expect(shown).not.toHaveBeenCalled();

  await act(async () => resolveSlow());
  expect(hydrated).toEqual(['slow']);
  expect(shown).toHaveBeenCalledTimes(1);
});

test('work that waits for hydration (the head tags, usePageHydrated) runs once every boundary shows its content, at once without a watch', async () => {
  let resolveSlow: () => void = () => {};
  const slowLoaded = new Promise<void>((resolve) => (resolveSlow = resolve));
  const SlowPart = () => <Part name="slow" />;
  const Slow = lazyWithRetry<object>(() => slowLoaded.then(() => ({ default: SlowPart })));
  const waited: string[] = [];
  function Waiting({ name }: { name: string }) {
    const hydration = usePageHydrated();
    useEffect(() => void hydration.then(() => waited.push(name)), [hydration, name]);
    return null;
  }
  function SlowPage({ watch }: { watch: HydrationWatch | null }) {
    useEffect(() => watch?.check(), [watch]);
    return (
      <HydrationWatchProvider watch={watch}>
        <Waiting name="page" />
        <Suspense fallback={<p>…</p>}>
          <Slow />
        </Suspense>
      </HydrationWatchProvider>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = '<!--$--><p>slow</p><!--/$-->';
  document.body.append(container);

  await act(async () => {
    root = hydrateRoot(container, <SlowPage watch={watchHydration(() => undefined)} />);
  });
  expect(waited).toEqual([]);
  await act(async () => resolveSlow());
  expect(waited).toEqual(['page']);

  act(() => root?.unmount());
  waited.length = 0;
  const plain = document.createElement('div');
  document.body.append(plain);
  await act(async () => {
    root = createRoot(plain);
    root.render(
      <HydrationWatchProvider watch={null}>
        <Waiting name="no watch" />
      </HydrationWatchProvider>,
    );
  });
  expect(waited).toEqual(['no watch']);
});

test('a part hydrated after ready is left as the server rendered it until the watch has called back, then hydrated with what it nests', async () => {
  loadInner();
  await Inner.preload();
  function Late({ watch }: { watch: HydrationWatch | null }) {
    useEffect(() => watch?.check(), [watch]);
    return (
      <HydrationWatchProvider watch={watch}>
        <Part name="shell" />
        <Suspense fallback={null}>
          <Part name="outer" />
        </Suspense>
        <HydratedAfterReady>
          <Part name="footer" />
          <Suspense fallback={<p>…</p>}>
            <Inner />
          </Suspense>
        </HydratedAfterReady>
      </HydrationWatchProvider>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Late watch={null} />);
  document.body.append(container);
  const serverFooter = [...container.querySelectorAll('p')].find((p) => p.textContent === 'footer');
  expect(container.textContent).toBe('shellouterfooterinner');

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const seenWhenShown: string[][] = [];
  const seenWhenEveryPartShown: string[][] = [];
  try {
    const watch = watchHydration(() => seenWhenShown.push([...hydrated]));
    root = hydrateRoot(container, <Late watch={watch} />);
    await watch.everyPartShown.then(() => seenWhenEveryPartShown.push([...hydrated]));
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }

  // Ready without the late part; every part, its nested boundary included, hydrated after.
  expect(seenWhenShown).toEqual([['shell', 'outer']]);
  expect(seenWhenEveryPartShown).toEqual([['shell', 'outer', 'footer', 'inner']]);
  // Hydrated, not rendered again: the server's element is the one on screen.
  expect(serverFooter?.isConnected).toBe(true);
  expect(container.textContent).toBe('shellouterfooterinner');
});

test('a part hydrated after ready, on a page the browser renders itself, shows once the rest is, and at once on a later page', async () => {
  function Rendered({ watch, page }: { watch: HydrationWatch; page: string }) {
    useEffect(() => watch.check(), [watch]);
    return (
      <HydrationWatchProvider watch={watch}>
        <Part name={page} />
        <HydratedAfterReady>
          <Part name={`${page} footer`} />
        </HydratedAfterReady>
      </HydrationWatchProvider>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const seenWhenShown: string[][] = [];
  const watch = watchHydration(() => seenWhenShown.push([...hydrated]));
  await act(async () => {
    root = createRoot(container);
    root.render(<Rendered watch={watch} page="first" />);
  });
  expect(seenWhenShown).toEqual([['first']]);
  expect(container.textContent).toBe('firstfirst footer');

  act(() => root?.render(<Rendered watch={watch} page="later" />));
  expect(container.textContent).toBe('laterlater footer');
});
