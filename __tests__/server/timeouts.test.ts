import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SERVER_TIMEOUTS } from '../../src/server/app';
import { buildTestApp, type TestApp } from './support/testApp';

const sockets: net.Socket[] = [];

/** A raw connection to the app; resolves `closed` with what the server sent before closing it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { socket, closed };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms).unref())]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection time limits', () => {
  test('a request whose headers never end is closed within 60 s with the settings of a deployment', () => {
    expect(SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(60_000);
    // A kept-alive connection is closed by its own limit before it counts as idle.
    expect(SERVER_TIMEOUTS.keepAliveMs).toBeLessThan(SERVER_TIMEOUTS.idleMs);
  });

  describe('on a listening app with short limits', () => {
    let server: TestApp;
    let port: number;
    beforeAll(async () => {
      server = await buildTestApp({ timeouts: { headersMs: 600, requestMs: 10_000, idleMs: 1500, keepAliveMs: 1000, checkEveryMs: 200 } });
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      port = (server.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      // A server that keeps them open would never finish closing.
      for (const socket of sockets) socket.destroy();
      await server.close();
    });

    test('unfinished headers: the connection is closed (408)', async () => {
      const { socket, closed } = connect(port);
      socket.write('GET /api/clients/get-all/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      const sent = await within(closed, 5000, 'the slow connection closed');
      expect(sent).toMatch(/^HTTP\/1\.1 408/);
    });

    test('an idle connection is closed; a body still arriving is not cut, however long it takes', async () => {
      const idle = connect(port);
      await within(idle.closed, 5000, 'the idle connection closed');

      const body = JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, '.repeat(40) });
      const bytes = Buffer.from(body);
      const { socket, closed } = connect(port);
      socket.write(`POST /api/messages/create-message HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`);
      // Longer than the headers limit and the idle limit together, a piece at a time.
      const pieces = 8;
      for (let i = 0; i < pieces; i += 1) {
        socket.write(bytes.subarray(Math.floor((i * bytes.length) / pieces), Math.floor(((i + 1) * bytes.length) / pieces)));
        await pause(400);
      }
      const answer = await within(closed, 5000, 'the answer');
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
    });
  });
});
