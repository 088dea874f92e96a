import type { Metric } from 'web-vitals';
import { sendVital } from '../../../src/client/app/vitals';
import { json, network } from '../support/network';

const lcp = { name: 'LCP', value: 1834.6, rating: 'good', delta: 1834.6, id: 'v5-1', entries: [], navigationType: 'navigate' } as Metric;

describe('the web vitals reporter', () => {
  const beacon = jest.fn<boolean, [string, Blob]>();

  beforeEach(() => {
    beacon.mockReset();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    // A page whose address holds what must never leave the browser: an id and a token.
    window.history.pushState({}, '', '/fr/blog/page/2?token=secret-123#top');
  });

  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });

  test('beacons each metric as JSON with the route name, never the address', async () => {
    beacon.mockReturnValue(true);
    sendVital(lcp);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/vitals');
    expect(blob.type).toBe('application/json');
    const sent = await blob.text();
    expect(JSON.parse(sent)).toEqual({ name: 'LCP', value: 1834.6, rating: 'good', route: 'blogPage', navigationType: 'navigate' });
    expect(sent).not.toMatch(/\/fr|secret|token/);
  });

  test('a path no route matches is reported as the 404 page', async () => {
    beacon.mockReturnValue(true);
    window.history.pushState({}, '', '/fr/une-page-qui-n-existe-pas');
    sendVital({ ...lcp, name: 'CLS', value: 0.02 } as Metric);
    expect(JSON.parse(await beacon.mock.calls[0]![1].text())).toMatchObject({ name: 'CLS', value: 0.02, route: 'notFound' });
  });

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
    sendVital(lcp);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [request] = network.requests('POST /api/vitals');
    expect(request?.body).toEqual({ name: 'LCP', value: 1834.6, rating: 'good', route: 'blogPage', navigationType: 'navigate' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(fetchSpy).toHaveBeenCalledWith('/api/vitals', expect.objectContaining({ keepalive: true, credentials: 'omit' }));
    fetchSpy.mockRestore();
  });

  test('a failed fallback goes unnoticed by the visitor', async () => {
    beacon.mockReturnValue(false);
    network.use({ 'POST /api/vitals': json(429, { code: 'tooManyRequests', message: 'Trop de requêtes' }) });
    expect(() => sendVital(lcp)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.requests('POST /api/vitals')).toHaveLength(1);
  });
});
