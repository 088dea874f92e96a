import fs from 'node:fs';
import path from 'node:path';
import { generatedOpenapi } from '../../../scripts/openapi';
import { OPENAPI_FILE } from '../../../src/server/plugins/openapi';
import { CONTENT_KINDS } from '../../../src/shared/contentKinds';
import { buildTestApp, type TestApp } from '../support/testApp';

const ROOT = path.resolve(__dirname, '../../..');

interface Operation {
  responses: Record<string, { description: string; content?: unknown }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generatedOpenapi();
  });

  test(`${OPENAPI_FILE} is the one the routes generate (npm run openapi rewrites it)`, () => {
    expect(fs.readFileSync(path.join(ROOT, OPENAPI_FILE), 'utf8')).toBe(generated);
  });

  test('every operation declares its answers: a success and the errors', () => {
    const document = JSON.parse(generated) as Document;
    const undeclared = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => {
          const codes = Object.keys(operation.responses);
          // @fastify/swagger's stand-in for a route without a response schema.
          const standIn = operation.responses['200']?.description === 'Default Response' && operation.responses['200'].content === undefined;
          return standIn || !codes.some((code) => /^[23]\d\d$/.test(code)) || !codes.includes('4XX') || !codes.includes('5XX');
        })
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    // The staff content routes get theirs with their per-kind descriptors (issue 45), next.
    const staffContent = new RegExp(` /api/admin/(${[...CONTENT_KINDS.map((kind) => kind.key), 'images'].join('|')})/`);
    expect(undeclared.filter((operation) => !staffContent.test(operation))).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
  });
});

describe('/api/docs', () => {
  let server: TestApp;
  afterEach(() => server.close());

  test('in development: the document and a page listing it', async () => {
    server = await buildTestApp({ seed: false, env: { NODE_ENV: 'development' } });
    const json = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(server.app.swagger());
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('GET /api/articles/get-all-articles');
  });

  test('in production: nothing, and the package is not loaded', async () => {
    server = await buildTestApp({ seed: false, env: { NODE_ENV: 'production', SITE_URL: 'https://example.com' } });
    expect((await server.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    expect(server.app.hasDecorator('swagger')).toBe(false);
  });
});
