import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RUNTIME_CONFIG_ELEMENT_ID, serialiseRuntimeConfig, type RuntimeConfig } from '../../shared/runtimeConfig';
import type { AppConfig } from '../config';

/** webpack's content-hashed output (`main.3f2a9c1b7e.js`): a new build gets a new name, so it can be cached forever. */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|svg|png|webp|avif|jpe?g|gif|ico|mp4|webm|wasm)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const MISSING_BUILD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client not built</title></head>' +
  '<body><h1>The client build is missing</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>';

/**
 * Serves the client build and the SPA fallback: every GET/HEAD that is neither /api nor an
 * existing file answers index.html, with the run-time config written into it.
 */
export async function registerStatic(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  const page = readIndex(indexFile, runtimeConfigOf(config));
  if (page === null) app.log.warn(`Client build not found at ${indexFile}: pages answer 503 until you run \`npm run build\`.`);

  if (fs.existsSync(config.clientDir)) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      // One route per file found at start-up, so that unknown paths reach the fallback below.
      wildcard: false,
      // index.html is only served through the fallback, with the config injected.
      index: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED_ASSET.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // Static routes (the files above, /api/...) take precedence over this wildcard in the router.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return reply.callNotFound();
      // A chunk of an older build is gone: a 404 lets the client's chunk retry and reload start at once.
      if (request.url.startsWith('/assets/')) return reply.callNotFound();
      return sendPage(reply, page);
    },
  });
}

function sendPage(reply: FastifyReply, page: string | null): FastifyReply {
  return reply
    .status(page === null ? 503 : 200)
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .send(page ?? MISSING_BUILD_PAGE);
}

export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return { stripePublishableKey: config.stripePublishableKey, siteUrl: config.siteUrl, company: config.company };
}

/** index.html rendered once at start-up; null when the build is missing. */
function readIndex(file: string, runtimeConfig: RuntimeConfig): string | null {
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return injectRuntimeConfig(html, runtimeConfig);
}

/** Replaces the text of `<script id="app-config" ...>`; throws when the template lacks it. */
export function injectRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  const element = new RegExp(`(<script\\b[^>]*\\bid=["']?${RUNTIME_CONFIG_ELEMENT_ID}["']?[^>]*>)[\\s\\S]*?(</script>)`, 'i');
  if (!element.test(html)) throw new Error(`index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to carry the run-time config`);
  // A function, so that `$&` or `$1` in a configured value is inserted literally.
  return html.replace(element, (_match, open: string, close: string) => open + serialiseRuntimeConfig(runtimeConfig) + close);
}
