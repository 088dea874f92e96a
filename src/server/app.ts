import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import pages from './pages/plugin';
import answerCache from './plugins/answerCache';
import auth from './plugins/auth';
import configPlugin from './plugins/config';
import database, { type DatabaseOptions } from './plugins/database';
import errors, { sendError } from './plugins/errors';
import health from './plugins/health';
import openapi from './plugins/openapi';
import outbox from './plugins/outbox';
import rateLimits from './plugins/rateLimits';
import { LOG_REDACTION, OneLineRequestLog } from './plugins/requestLog';
import retention, { type RetentionOptions } from './plugins/retention';
import securityHeaders, { headersBeforeHooks } from './plugins/security';
import staticFiles from './plugins/static';
import adminRoutes from './routes/admin';
import { articlesRoutes } from './routes/articles';
import { authsRoutes } from './routes/auths';
import { blogRoutes } from './routes/blog';
import { candidaciesRoutes } from './routes/candidacies';
import { clientsRoutes } from './routes/clients';
import { imagesRoutes } from './routes/images';
import { itemsRoutes } from './routes/items';
import { jobsRoutes } from './routes/jobs';
import { languageRoutes } from './routes/language';
import { messagesRoutes } from './routes/messages';
import { paymentsRoutes } from './routes/payments';
import { projectsRoutes } from './routes/projects';
import { seoRoutes } from './routes/seo';
import { usersRoutes } from './routes/users';
import { vitalsRoutes } from './routes/vitals';
import type { OutboxOptions } from './services/outbox';

export interface BuildOptions {
  /** Fastify logger options; off by default (tests). */
  logger?: boolean | object;
  /** E-mail outbox timings (tests shorten the retry delays). */
  outbox?: Partial<OutboxOptions>;
  /** false: leave an empty database empty (tests that bring their own content). Default: load the sample content. */
  seed?: DatabaseOptions['seed'];
  /** How often other processes' commits and scheduled changes (publications, job closings) are looked for (tests use 0: every request). */
  contentCheckEveryMs?: DatabaseOptions['contentCheckEveryMs'];
  /** false: the answer cache is off and every request runs its route (tests compare both; default true). */
  cacheContent?: boolean;
  /** Connection time limits (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** The retention job's clock and period; `enabled: false` turns it off. */
  retention?: Partial<RetentionOptions>;
}

/** How long a connection may take, in milliseconds (docs/security.md, "Timeouts"). */
export interface ServerTimeouts {
  /** The request's headers must all arrive within this; checked every `checkEveryMs`. */
  headersMs: number;
  /** The whole request, body included: a 5 MB CV at 17 KB/s fits. */
  requestMs: number;
  /** A socket with nothing sent either way for this long is closed; an upload still sending is not idle. */
  idleMs: number;
  /** An idle kept-alive connection is closed after this: longer than a reverse proxy's usual 60 s. */
  keepAliveMs: number;
  /** How often unfinished requests are checked against headersMs and requestMs. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 30_000,
  requestMs: 300_000,
  idleMs: 75_000,
  keepAliveMs: 65_000,
  checkEveryMs: 15_000,
};

/** JSON bodies; file uploads set their own, larger limits on their routes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole server without listening: Fastify's settings, external plugins, then the app's
 * plugins, then the routes, then the pages. It is not `ready()` yet, so tests may add routes or
 * plugins before calling `inject`. docs/server.md describes each plugin.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    // Fastify leaves requests unlimited; without a headers timeout a request whose headers never
    // end keeps its connection (and a file descriptor) for ever.
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    logger: logger === false ? false : { ...(typeof logger === 'object' ? logger : {}), ...LOG_REDACTION },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    logController: new OneLineRequestLog(),
    // A malformed URL (`%E0%A4%A`) fails in the router, before the error handler and every hook: same
    // body anyway, and the security headers set here.
    frameworkErrors: (_error, request, reply) => sendError(request, reply.headers(headersBeforeHooks(request.url, config.isProduction)), { status: 400, code: 'badRequest' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text/plain body would also make a cross-site "simple" request possible.
  app.removeContentTypeParser('text/plain');

  try {
    // External plugins.
    // Cookies are parsed just before the handler: an answer from the answer cache (onRequest) reads
    // none. Whatever answers earlier and needs the language cookie parses it then (i18n.ts).
    await app.register(cookie, { hook: 'preHandler' });

    // The app's plugins (plugins/), each named with the plugins it needs.
    await app.register(configPlugin, { config });
    await app.register(securityHeaders);
    await app.register(database, { seed: options.seed, contentCheckEveryMs: options.contentCheckEveryMs });
    await app.register(rateLimits);
    await app.register(answerCache, { enabled: options.cacheContent });
    await app.register(auth);
    await app.register(errors);
    // Before the routes: it collects them as they are added (development only).
    await app.register(openapi);
    await app.register(outbox, options.outbox ?? {});
    await app.register(retention, options.retention ?? {});
    await app.register(staticFiles);
    await app.register(health);

    // The routes, one file per prefix.
    await app.register(languageRoutes, { prefix: '/api/language' });
    await app.register(articlesRoutes, { prefix: '/api/articles' });
    await app.register(blogRoutes, { prefix: '/api/blog' });
    await app.register(clientsRoutes, { prefix: '/api/clients' });
    await app.register(itemsRoutes, { prefix: '/api/items' });
    await app.register(jobsRoutes, { prefix: '/api/jobs' });
    await app.register(projectsRoutes, { prefix: '/api/projects' });
    await app.register(messagesRoutes, { prefix: '/api/messages' });
    await app.register(candidaciesRoutes, { prefix: '/api/candidacies' });
    await app.register(imagesRoutes, { prefix: '/api/images' });
    await app.register(authsRoutes, { prefix: '/api/auths' });
    await app.register(usersRoutes, { prefix: '/api/users' });
    await app.register(paymentsRoutes, { prefix: '/api/payments' });
    await app.register(vitalsRoutes, { prefix: '/api/vitals' });
    await app.register(seoRoutes);
    // /api/admin: the staff API, every route of it behind the role check (routes/admin/index.ts).
    await app.register(adminRoutes);

    // Every other GET: the page, rendered on the server.
    await app.register(pages);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
