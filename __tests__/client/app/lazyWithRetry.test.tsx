import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/client/app/i18nResources';
import { CHUNK_RELOAD_FLAG, lazyWithRetry, type RetryOptions } from '../../../src/client/app/lazyWithRetry';
import { ErrorBoundary } from '../../../src/client/components/ErrorBoundary';

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.\n(error: http://localhost/assets/42.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function cssChunkError(): Error {
  return Object.assign(new Error('Loading CSS chunk 42 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
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
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The page after that reload: same failure, no second reload, the error screen instead.
    const second = flakyImport(Infinity);
    const { unmount } = renderLazy(second, { reload });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });

  test('a successful load clears the reload guard', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    renderLazy(flakyImport(0), { reload: jest.fn() });
    await screen.findByRole('heading', { name: 'Loaded page' });
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  test('an error that is not a chunk failure is not retried', async () => {
    const factory = flakyImport(1, () => new TypeError('boom'));
    renderLazy(factory, { reload: jest.fn() });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
