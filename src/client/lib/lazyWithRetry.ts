import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * sessionStorage key of the chunks the page was reloaded for (a JSON list). Each chunk gets one
 * automatic reload per tab: a chunk that still fails afterwards shows the error screen, however
 * many other chunks load meanwhile.
 */
export const RELOADED_CHUNKS_KEY = 'chunks-reloaded';

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

/** Which chunk failed: the file webpack or mini-css-extract-plugin could not load (`request`), else the message. */
function chunkOf(error: Error): string {
  const request = (error as { request?: unknown }).request;
  return typeof request === 'string' && request !== '' ? request : error.message;
}

type GuardStorage = NonNullable<RetryOptions['storage']>;

function reloadedChunks(storage: GuardStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(RELOADED_CHUNKS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records the chunk's reload; false when it had one already (or storage refuses: no reload loop without a record). */
function firstReloadFor(chunk: string, storage: GuardStorage): boolean {
  const chunks = reloadedChunks(storage);
  if (chunks.includes(chunk)) return false;
  try {
    storage.setItem(RELOADED_CHUNKS_KEY, JSON.stringify([...chunks, chunk]));
    return true;
  } catch {
    return false;
  }
}

/** The visitor asks for a fresh start (the error screen's button): every chunk may reload once again. */
export function forgetChunkReloads(storage: GuardStorage = window.sessionStorage): void {
  try {
    storage.removeItem(RELOADED_CHUNKS_KEY);
  } catch {
    // Storage blocked: nothing was recorded.
  }
}

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
      return await factory();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, delayMs(attempt)));
        continue;
      }
      // A new deployment may have removed the old chunks: one fresh page load fetches the new ones.
      if (firstReloadFor(chunkOf(error as Error), storage)) {
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
  // Shared by preload and render, so that a failure is met once, not retried again by the render.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importWithRetry(factory, options).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Only a spent chunk is final; anything else may succeed when rendered again.
        if (!(error instanceof ChunkLoadFailure)) loading = undefined;
        throw error;
      },
    ));
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
