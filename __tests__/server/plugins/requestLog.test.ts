import { buildTestApp, captureLogger, type TestApp } from '../support/testApp';

describe('the request log', () => {
  let server: TestApp;
  let lines: string[];
  beforeAll(async () => {
    const capture = captureLogger('info');
    lines = capture.lines;
    server = await buildTestApp({ logger: capture.logger, outbox: { pollIntervalMs: 0 } });
  });
  afterAll(() => server.close());

  const TOKEN = 'Zr8kQ2mV7xP1nL4tW9yB3cD6fG0hJ5sA2eU8iO1pK7q';

  test('keeps no reset token and no e-mail address from a reset link', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/fr/reset-password?token=${TOKEN}&email=lea%40example.com&lng=en` });
    expect(response.statusCode).toBe(200);
    const line = lines.find((text) => text.includes('/fr/reset-password'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).req.url).toBe('/fr/reset-password?token=[redacted]&email=[redacted]&lng=en');
    expect(lines.join('\n')).not.toMatch(new RegExp(`${TOKEN}|lea(%40|@)example\\.com`));
  });

  test('keeps no address asked a reset for, and no authorization header', async () => {
    await server.app.inject({ method: 'GET', url: '/api/users/lost-password/noe%40example.com' });
    await server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${TOKEN}` } });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/users/lost-password/[redacted]');
    expect(logged).not.toMatch(new RegExp(`${TOKEN}|noe(%40|@)example\\.com`));
  });
});
