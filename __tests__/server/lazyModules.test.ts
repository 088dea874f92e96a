import fs from 'node:fs';
import path from 'node:path';
import { eventually } from './support/smtp';
// The test support's own PostgreSQL client, loaded before the watch below starts: only the app's loads count.
import './support/postgres';
import type { TestApp } from './support/testApp';

/**
 * stripe-node, pg and nodemailer hold about 9 MB of a process's memory (docs/server.md, "Memory"):
 * a site on SQLite without Stripe's keys loads none of them to serve pages and content, and
 * nodemailer only once it has a message to send.
 */
const LAZY = ['stripe', 'pg', 'nodemailer'];

describe('libraries loaded on first use', () => {
  const loaded: string[] = [];
  let server: TestApp;

  beforeAll(async () => {
    for (const name of LAZY) {
      jest.doMock(name, () => {
        loaded.push(name);
        return jest.requireActual(name);
      });
    }
    // The app's modules are imported after the mocks above, so that every load of these libraries by the app goes through them.
    const { buildTestApp } = await import('./support/testApp');
    server = await buildTestApp({ env: { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', SMTP_URL: '' }, outbox: { pollIntervalMs: 0 } });
    await server.app.ready();
  });

  afterAll(() => server.close());

  it('serves pages, content and payment answers on SQLite without Stripe with none of them loaded', async () => {
    for (const url of ['/fr', '/api/articles/get-all-articles', '/api/blog/page/1']) expect((await server.app.inject({ url })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/api/payments/process', payload: {} })).statusCode).toBe(401);
    expect(loaded).toEqual([]);
  });

  it('loads nodemailer with the first message to send, and sends it', async () => {
    const payload = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phoneNumber: '', message: 'Bonjour, nous aimerions refaire notre site.' };
    expect((await server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload })).statusCode).toBe(201);
    await eventually(() => expect(fs.readdirSync(server.config.outboxDir).filter((name) => name.endsWith('.eml'))).toHaveLength(2));
    expect(loaded).toEqual(['nodemailer']);
    const [eml] = fs.readdirSync(server.config.outboxDir).map((name) => fs.readFileSync(path.join(server.config.outboxDir, name), 'utf8'));
    expect(eml).toMatch(/^Subject: /m);
  });
});
