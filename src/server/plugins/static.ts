import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import type { AppConfig } from '../config';
import { checkTemplate, createPageRenderer } from '../render/pages';

/** webpack's content-hashed output (`main.3f2a9c1b7e.js`): a new build gets a new name, so it can be cached forever. */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|svg|png|webp|avif|jpe?g|gif|ico|mp4|webm|wasm)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const MISSING_BUILD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client not built</title></head>' +
  '<body><h1>The client build is missing</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>';

/**
 * Serves the client build (precompressed .br/.gz files when the browser takes them), and every
 * other GET/HEAD that is neither /api nor a file: the page rendered on the server.
 */
export async function registerStatic(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.clientDir, 'index.html');
  const template = readTemplate(indexFile, config.clientDir);
  if (template === null) app.log.warn(`Client build not found at ${indexFile}: pages answer 503 until you run \`npm run build\`.`);
  const pages = template === null ? null : createPageRenderer(app, template, () => runtimeConfigOf(app.config));

  if (fs.existsSync(config.clientDir)) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      // One route per file found at start-up, so that unknown paths reach the fallback below.
      wildcard: false,
      // index.html is only the renderer's template.
      index: false,
      // robots.txt and sitemap.xml are routes (routes/seo.ts): a file of the same name would clash.
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz', 'robots.txt', 'sitemap.xml'],
      // webpack writes .br and .gz beside each asset: no compression work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED_ASSET.test(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // Static routes (the files above, /api/...) take precedence over this wildcard in the router.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return reply.callNotFound();
      // A chunk of an older build is gone: a 404 lets the client's chunk retry and reload start at once.
      if (request.url.startsWith('/assets/')) return reply.callNotFound();
      if (pages === null) return reply.status(503).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
      return pages.send(request, reply);
    },
  });
}

export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return { stripePublishableKey: config.stripePublishableKey, siteUrl: config.siteUrl, company: config.company };
}

/** The built index.html, checked, its stylesheet written in; null when the build is missing. */
function readTemplate(file: string, clientDir: string): string | null {
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  checkTemplate(html);
  return inlineStylesheets(html, (href) => {
    const stylesheet = path.join(clientDir, href);
    // Only the build's own files, read once here.
    if (!href.startsWith('/') || href.startsWith('//') || !stylesheet.startsWith(path.join(clientDir, path.sep))) return null;
    try {
      return fs.readFileSync(stylesheet, 'utf8');
    } catch {
      return null;
    }
  });
}

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet["'\s>])[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;

/**
 * Each `<link rel=stylesheet>` of the template becomes a `<style>` with the file's text, so the
 * page can paint as soon as its HTML is read, with no stylesheet request in the way. The whole
 * site's CSS is 46 KB (9 KB compressed): every page carries it rather than a critical subset.
 * A file that cannot be read, or whose text would end the element, stays a link.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
