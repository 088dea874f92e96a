import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AVATAR_FILE_NAME } from '../services/avatars';

/** webpack's content-hashed output (`main.3f2a9c1b7e.js`): a new build gets a new name, so it can be cached forever. */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|svg|png|webp|avif|jpe?g|gif|ico|mp4|webm|wasm)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Where profile images are served: the only uploads ever served (CVs in uploads/ never are). */
export const AVATARS_PREFIX = '/uploads/avatars/';

/**
 * Files: the client build (precompressed .br/.gz files when the browser takes them), and the
 * profile images. Pages are not files: the pages plugin answers them.
 */
export default fp(
  async function staticFiles(app) {
    const { clientDir, avatarsDir } = app.config;
    if (fs.existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // One route per file found at start-up, so that unknown paths reach the pages' wildcard.
        wildcard: false,
        // index.html is only the pages' template.
        index: false,
        // robots.txt and sitemap.xml are routes (routes/seo.ts): a file of the same name would clash.
        // The .br and .gz forms are found on disk beside the file asked for (preCompressed), never
        // asked for by their own name: a route each would be two more per asset (GET and HEAD).
        globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'],
        // webpack writes .br and .gz beside each asset: no compression work per request.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', HASHED_ASSET.test(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    await app.register(fastifyStatic, {
      root: avatarsDir,
      prefix: AVATARS_PREFIX,
      // Images come and go while the server runs: one route for the folder, looked up per request.
      wildcard: true,
      // Random names only (`<32 hex>.webp`): anything else is never read from disk.
      allowedPath: (pathName) => AVATAR_FILE_NAME.test(pathName.replace(/^\//, '')),
      index: false,
      list: false,
      decorateReply: false,
      cacheControl: false,
      // A new image gets a new random name, so a name's content never changes.
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
  },
  { name: 'static', dependencies: ['config'] },
);
