import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { textOf } from '../http/responses';
import { renderRobots, renderSitemap, sitemapPages } from '../services/sitemap';

/** Crawlers come back often enough; content changes show within five minutes. */
const SEO_CACHE_CONTROL = 'public, max-age=300';

/** /sitemap.xml and /robots.txt, at the root. The site's URL is read on each request (config.siteUrl). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { response: { 200: textOf('application/xml', 'The sitemap') } } }, async (_request, reply) => {
    const pages = await sitemapPages(app.db, await builtAt(app.config.clientDir));
    return reply.header('cache-control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8').send(renderSitemap(pages, app.config.siteUrl));
  });

  app.get('/robots.txt', { schema: { response: { 200: textOf('text/plain', 'The crawlers\' rules') } } }, async (_request, reply) =>
    reply.header('cache-control', SEO_CACHE_CONTROL).type('text/plain; charset=utf-8').send(renderRobots(app.config.siteUrl)),
  );
}

/** When the client build was made (its index.html), or null without a build. */
async function builtAt(clientDir: string): Promise<string | null> {
  try {
    return (await fs.stat(path.join(clientDir, 'index.html'))).mtime.toISOString();
  } catch {
    return null;
  }
}
