import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API's addresses, and the two root files crawlers read; pages and static files are not API. */
const DOCUMENTED = /^\/api\/|^\/sitemap\.xml$|^\/robots\.txt$/;
const DOCS_PATH = '/api/docs';
/** The committed document, relative to the repository's root. */
export const OPENAPI_FILE = 'docs/openapi.json';

/** The document as docs/openapi.json holds it. */
export function openapiText(app: FastifyInstance): string {
  return JSON.stringify(app.swagger(), null, 2) + '\n';
}

/**
 * In development only: the OpenAPI document, generated from the routes' schemas by
 * @fastify/swagger with the zod type provider's transform, at /api/docs (a plain list) and
 * /api/docs/openapi.json. docs/openapi.json is the same document, committed (`npm run openapi`),
 * and a test compares the two. Production never loads the package.
 */
export default fp(
  async function openapi(app) {
    if (app.config.isProduction) return;
    const { default: swagger } = await import('@fastify/swagger');
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Agency site API', version: '1', description: 'Generated from the routes (npm run openapi); see docs/server.md.' },
      },
      transformObject: jsonSchemaTransformObject,
      transform: (route) => (DOCUMENTED.test(route.url) && !route.url.startsWith(DOCS_PATH) ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url }),
    });
    app.get(`${DOCS_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage(app)));
  },
  { name: 'openapi', dependencies: ['config'] },
);

type Operation = { summary?: string; responses?: Record<string, unknown> };

/** A page without scripts or styles (the API's Content-Security-Policy allows none): each operation and its answers. */
function docsPage(app: FastifyInstance): string {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        `<details><summary>${method.toUpperCase()} ${escape(path)}</summary><pre>${escape(JSON.stringify(operation, null, 2))}</pre></details>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title></head><body><h1>API</h1><p><a href="${DOCS_PATH}/openapi.json">openapi.json</a></p>${operations.join('')}</body></html>`;
}
