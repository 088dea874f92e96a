import type { Metric } from 'web-vitals';
import { sendVitals, startVitals } from '../../../src/client/app/vitals';
import { json, network } from '../support/network';

// The browser's measurements are not available in jsdom: the test plays web-vitals' part and
// hands the reporter the metrics, as web-vitals would.
const reporters: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: Metric) => void) => void (reporters[name] = callback);
  return { onCLS: register('CLS'), onINP: register('INP'), onFCP: register('FCP'), onLCP: register('LCP'), onTTFB: register('TTFB') };
});

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({ name, value, rating, delta: value, id: `v5-${name}`, entries: [], navigationType: 'navigate' }) as Metric;
const measure = (...metrics: Metric[]) => metrics.forEach((m) => reporters[m.name]!(m));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const beacon = jest.fn<boolean, [string, Blob]>();
const sentBatches = () => Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as unknown));

beforeEach(() => {
  beacon.mockReset();
  beacon.mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  // An address holding what must never leave the browser: an id and a token.
  window.history.pushState({}, '', '/fr/blog/page/2?token=secret-123#top');
});

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  setVisibility('visible');
});

describe('the web vitals reporter', () => {
  beforeAll(() => startVitals());

  test('sends a page’s metrics together in one beacon when the page is hidden, with route names, never the address', async () => {
    // TTFB and FCP come early, on the blog page; the visitor then moves to a 404 address (SPA).
    measure(metric('TTFB', 180.5), metric('FCP', 920));
    window.history.pushState({}, '', '/fr/une-page-qui-n-existe-pas');
    measure(metric('LCP', 2710.2, 'needs-improvement'), metric('CLS', 0.02));
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/vitals');
    expect(blob.type).toBe('application/json');
    const sent = await blob.text();
    expect(JSON.parse(sent)).toEqual([
      { name: 'TTFB', value: 180.5, rating: 'good', route: 'blogPage', navigationType: 'navigate' },
      { name: 'FCP', value: 920, rating: 'good', route: 'blogPage', navigationType: 'navigate' },
      { name: 'LCP', value: 2710.2, rating: 'needs-improvement', route: 'notFound', navigationType: 'navigate' },
      { name: 'CLS', value: 0.02, rating: 'good', route: 'notFound', navigationType: 'navigate' },
    ]);
    expect(sent).not.toMatch(/\/fr|secret|token/);
  });

  test('sends only what is new at the next hiding, and nothing when there is nothing new', async () => {
    setVisibility('hidden');
    expect(beacon).not.toHaveBeenCalled();
    setVisibility('visible');
    measure(metric('INP', 96));
    window.dispatchEvent(new Event('pagehide'));
    expect(await sentBatches()).toEqual([[{ name: 'INP', value: 96, rating: 'good', route: 'blogPage', navigationType: 'navigate' }]]);
  });
});

describe('sendVitals', () => {
  const batch = [{ name: 'LCP' as const, value: 1834.6, rating: 'good' as const, route: 'blogPage' as const, navigationType: 'navigate' as const }];

  test.each([
    ['refuses the beacon (queue full)', () => beacon.mockReturnValue(false)],
    [
      'throws on a typed beacon',
      () =>
        beacon.mockImplementation(() => {
          throw new TypeError('sendBeacon() with a Blob whose type is not CORS-safelisted');
        }),
    ],
    ['has no sendBeacon', () => delete (navigator as { sendBeacon?: unknown }).sendBeacon],
  ])('falls back to a keepalive fetch without cookies when the browser %s', async (_case, arrange) => {
    arrange();
    network.use({ 'POST /api/vitals': json(204) });
    const fetchSpy = jest.spyOn(window, 'fetch');
    sendVitals(batch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [request] = network.requests('POST /api/vitals');
    expect(request?.body).toEqual(batch);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(fetchSpy).toHaveBeenCalledWith('/api/vitals', expect.objectContaining({ keepalive: true, credentials: 'omit' }));
    fetchSpy.mockRestore();
  });

  test('a refused fallback goes unnoticed by the visitor', async () => {
    beacon.mockReturnValue(false);
    network.use({ 'POST /api/vitals': json(429, { code: 'tooManyRequests', message: 'Trop de requêtes' }) });
    expect(() => sendVitals(batch)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.requests('POST /api/vitals')).toHaveLength(1);
  });
});
