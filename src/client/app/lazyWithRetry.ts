import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Set for the one automatic reload, so a chunk that never loads cannot reload the page forever. */
export const CHUNK_RELOAD_FLAG = 'chunk-reload-attempted';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries?: number;
  /** Wait before retry number `attempt` (0-based). */
  delayMs?: (attempt: number) => number;
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Thrown once retries and the reload are spent; the error boundary shows the reload screen. */
export class ChunkLoadFailure extends Error {
  override name = 'ChunkLoadFailure';
  constructor(override readonly cause: unknown) {
    super('A part of the site could not be loaded');
  }
}

/** webpack's script chunk error, and mini-css-extract-plugin's stylesheet chunk error. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

const defaultDelay = (attempt: number) => 400 * 2 ** attempt;

export async function importWithRetry<T>(factory: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  // The server renderer's chunks are in its own bundle: nothing to retry, no page to reload.
  if (typeof window === 'undefined') return factory();
  const {
    retries = 3,
    delayMs = defaultDelay,
    reload = () => window.location.reload(),
    storage = window.sessionStorage,
  } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await factory();
      storage.removeItem(CHUNK_RELOAD_FLAG);
      return module;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, delayMs(attempt)));
        continue;
      }
      // A new deployment may have removed the old chunks: one fresh page load fetches the new ones.
      if (!storage.getItem(CHUNK_RELOAD_FLAG)) {
        storage.setItem(CHUNK_RELOAD_FLAG, '1');
        reload();
        return new Promise<T>(() => {});
      }
      throw new ChunkLoadFailure(error);
    }
  }
}

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the chunk now; once loaded, rendering the component does not suspend at all. */
  preload(): Promise<void>;
};

/**
 * React.lazy with retries, one guarded reload, then a ChunkLoadFailure for the error boundary.
 *
 * `preload()` matters for hydration: a server-rendered part whose chunk is still on its way stays
 * dehydrated, and any store or language update reaching it first makes React throw its markup
 * away and render it again (a flash and a layout shift). The browser loads the page's chunks
 * first, then hydrates.
 */
export function lazyWithRetry<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  options?: RetryOptions,
): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const load = () => importWithRetry(factory, options).then((module) => (loaded = module));
  // React resolves a lazy component at once when its thenable calls back synchronously: a
  // promise, even an already settled one, would always suspend the first render.
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<{ default: ComponentType<P> }>) : load()));
  return Object.assign(component, { preload: () => load().then(() => undefined) });
}

/** A thenable that calls back during `then` itself. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as R1));
    },
  };
}
