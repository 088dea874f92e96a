import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createShutdown } from '../../src/server/shutdown';
import { buildTestApp, type TestApp } from './support/testApp';

/** A GET over a fresh connection, resolved with status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('createShutdown', () => {
  let server: TestApp;
  let port: number;
  let started: number;
  let release: () => void;

  beforeEach(async () => {
    started = 0;
    const released = new Promise<void>((resolve) => (release = resolve));
    server = await buildTestApp();
    server.app.get('/api/test/slow', async () => {
      started += 1;
      await released;
      return { finished: true };
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    release();
    await server.close();
  });

  it('lets an in-flight request finish, refuses new connections, closes the database, then exits 0', async () => {
    const exit = jest.fn();
    const shutdown = createShutdown(server.app, { exit, log: () => {} });
    const inFlight = get(port, '/api/test/slow');
    await until(() => started === 1);

    const done = shutdown('SIGTERM');
    await until(() => !server.app.server.listening);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(exit).not.toHaveBeenCalled();

    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await done;
    expect(exit.mock.calls).toEqual([[0]]);
    await expect(sql`select 1`.execute(server.app.db)).rejects.toThrow();
  });

  it('drains first: the health check answers 503 while other requests are still served, then it closes and exits 0', async () => {
    const exit = jest.fn();
    const shutdown = createShutdown(server.app, { exit, log: () => {}, drainMs: 400 });
    expect(await get(port, '/api/health')).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });

    const done = shutdown('SIGTERM');
    expect(await get(port, '/api/health')).toEqual({ status: 503, body: JSON.stringify({ status: 'draining' }) });
    expect((await get(port, '/api/nope')).status).toBe(404);
    expect(server.app.server.listening).toBe(true);
    await done;
    expect(exit.mock.calls).toEqual([[0]]);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('exits 1 at once on a second signal', async () => {
    const exit = jest.fn();
    const shutdown = createShutdown(server.app, { exit, log: () => {} });
    const inFlight = get(port, '/api/test/slow');
    await until(() => started === 1);

    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(exit.mock.calls).toEqual([[1]]);

    release();
    await inFlight;
    await until(() => server.app.server.listening === false);
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when in-flight requests outlast the timeout', async () => {
    const exit = jest.fn();
    const shutdown = createShutdown(server.app, { exit, log: () => {}, timeoutMs: 50 });
    const inFlight = get(port, '/api/test/slow');
    await until(() => started === 1);

    const done = shutdown('SIGTERM');
    await until(() => exit.mock.calls.length > 0);
    expect(exit.mock.calls).toEqual([[1]]);

    release();
    await inFlight;
    await done;
    expect(exit.mock.calls).toEqual([[1]]);
  });
});
