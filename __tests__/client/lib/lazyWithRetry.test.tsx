import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/client/app/i18nResources';
import { lazyWithRetry, RELOADED_CHUNKS_KEY, type RetryOptions } from '../../../src/client/lib/lazyWithRetry';
import { ErrorBoundary } from '../../../src/client/components/ErrorBoundary';

/** webpack's error for a script chunk: its name, and the file in `request`. */
function chunkError(file = 'http://localhost/assets/42.js'): Error {
  const error = Object.assign(new Error(`Loading chunk 42 failed.\n(error: ${file})`), { type: 'error', request: file });
  error.name = 'ChunkLoadError';
  return error;
}

/** mini-css-extract-plugin's error for a stylesheet chunk. */
function cssChunkError(file = 'http://localhost/assets/42.css'): Error {
  return Object.assign(new Error(`Loading CSS chunk 42 failed.\n(${file})`), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', request: file });
}

const Page = () => <h1>Loaded page</h1>;

/** An import() that fails `failures` times (or forever), then resolves. */
function flakyImport(failures: number, makeError = chunkError) {
  const factory = jest.fn(async () => {
    if (factory.mock.calls.length <= failures) throw makeError();
    return { default: Page };
  });
  return factory;
}

function renderLazy(factory: () => Promise<{ default: typeof Page }>, options: RetryOptions) {
  const LazyPage = lazyWithRetry(factory, { delayMs: () => 1, ...options });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <LazyPage />
        </Suspense>
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

describe('lazyWithRetry preload', () => {
  function renderSuspended(LazyPage: ReturnType<typeof lazyWithRetry<object>>) {
    return render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
  }

  it('renders without suspending once preloaded, as hydration needs', async () => {
    const LazyPage = lazyWithRetry(async () => ({ default: Page }));
    await LazyPage.preload();
    renderSuspended(LazyPage);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows its fallback first when not preloaded', async () => {
    renderSuspended(lazyWithRetry(async () => ({ default: Page })));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });
});

describe('lazyWithRetry', () => {
  beforeEach(() => sessionStorage.clear());
  // React logs the errors a boundary catches; they are expected here.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('a chunk that fails twice loads on the third attempt, without a reload', async () => {
    const factory = flakyImport(2);
    const reload = jest.fn();
    renderLazy(factory, { reload });
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  test('a stylesheet chunk failure is retried the same way', async () => {
    const factory = flakyImport(1, cssChunkError);
    renderLazy(factory, { reload: jest.fn() });
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  test('a chunk that always fails reloads the page once, then shows the error screen with a reload button', async () => {
    const reload = jest.fn();
    const first = flakyImport(Infinity);
    renderLazy(first, { reload });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Three retries after the first attempt, then one reload.
    expect(first).toHaveBeenCalledTimes(4);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_CHUNKS_KEY)!)).toEqual(['http://localhost/assets/42.js']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The page after that reload: same failure, no second reload, the error screen instead.
    const second = flakyImport(Infinity);
    const { unmount } = renderLazy(second, { reload });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });

  test('other chunks loading after the reload do not give the failing one a second reload', async () => {
    const reload = jest.fn();
    renderLazy(flakyImport(Infinity), { reload }).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload: the page's frame and its translations load fine, the page's own chunk does not.
    const { unmount } = renderLazy(flakyImport(0), { reload });
    await screen.findByRole('heading', { name: 'Loaded page' });
    unmount();
    renderLazy(flakyImport(Infinity), { reload });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be loaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a stylesheet chunk that never loads ends the same way: one reload, then the error screen', async () => {
    const reload = jest.fn();
    renderLazy(flakyImport(Infinity, cssChunkError), { reload }).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
    renderLazy(flakyImport(Infinity, cssChunkError), { reload });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be loaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('each chunk has its own reload: a new deployment that removed another one may still reload once', async () => {
    const reload = jest.fn();
    sessionStorage.setItem(RELOADED_CHUNKS_KEY, JSON.stringify(['http://localhost/assets/42.js']));
    renderLazy(flakyImport(Infinity, () => chunkError('http://localhost/assets/43.js')), { reload });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the error screen’s button starts again with a clean slate', async () => {
    sessionStorage.setItem(RELOADED_CHUNKS_KEY, JSON.stringify(['http://localhost/assets/42.js']));
    renderLazy(flakyImport(Infinity), { reload: jest.fn() });
    const button = await screen.findByRole('button', { name: 'Reload the page' });
    // jsdom does not reload (it says so on the console, silenced here).
    button.click();
    expect(sessionStorage.getItem(RELOADED_CHUNKS_KEY)).toBeNull();
  });

  test('an error that is not a chunk failure is not retried', async () => {
    const factory = flakyImport(1, () => new TypeError('boom'));
    renderLazy(factory, { reload: jest.fn() });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
