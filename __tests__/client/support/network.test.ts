import { assertAllRequestsHandled, deferred, json, network, networkError, text } from './network';

describe('the test network', () => {
  test('matches method and path, fills path parameters, and records the request', async () => {
    network.use({ 'GET /api/articles/unique/:id': (req) => json(200, { data: req.params.id }) });

    const response = await fetch('/api/articles/unique/caf%C3%A9?x=1', { headers: { 'X-Test': 'yes' } });

    expect(await response.json()).toEqual({ data: 'café' });
    expect(network.requests('GET /api/articles/unique/:id')).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/articles/unique/caf%C3%A9',
        query: { x: '1' },
        params: { id: 'café' },
        headers: expect.objectContaining({ 'x-test': 'yes' }),
        body: undefined,
        bodyType: 'none',
      }),
    ]);
  });

  test('parses JSON and multipart bodies', async () => {
    network.use({ 'POST /api/echo': json(204), 'PUT /api/echo': json(204) });
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('cv', new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }));

    await fetch('/api/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    await fetch('/api/echo', { method: 'PUT', body: form });

    const [posted, put] = network.requests();
    expect(posted).toMatchObject({ bodyType: 'json', body: { a: 1 } });
    expect(put).toMatchObject({
      bodyType: 'multipart',
      body: { name: 'Ada', cv: { filename: 'cv.pdf', type: 'application/pdf', size: 5, text: '%PDF-' } },
    });
  });

  test('a later handler for the same call wins', async () => {
    network.use({ 'GET /api/x': text(200, 'first') });
    network.use({ 'GET /api/x': text(200, 'second') });
    expect(await (await fetch('/api/x')).text()).toBe('second');
  });

  test('answers with a network error, after a delay, or when the test says so', async () => {
    const gate = deferred();
    network.use({
      'GET /api/down': networkError('Failed to fetch'),
      'GET /api/slow': json(200, { ok: true }, { delay: 20 }),
      'GET /api/held': () => gate.promise.then(() => json(200, { ok: true })),
    });

    await expect(fetch('/api/down')).rejects.toThrow(new TypeError('Failed to fetch'));
    const started = Date.now();
    await fetch('/api/slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);

    let settled = false;
    const held = fetch('/api/held').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    gate.resolve();
    await held;
    expect(settled).toBe(true);
  });

  test('an aborted request rejects', async () => {
    network.use({ 'GET /api/held': () => new Promise(() => undefined) });
    const controller = new AbortController();
    const pending = fetch('/api/held', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  test('a request without a handler fails the test', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('/api/nobody-home')).rejects.toThrow(TypeError);
    expect(() => assertAllRequestsHandled()).toThrow(/GET http:\/\/localhost\/api\/nobody-home/);
    expect(error).toHaveBeenCalled();
    network.reset(); // this test expected it; the check after the test stays quiet
    error.mockRestore();
  });
});
