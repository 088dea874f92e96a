import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { ContentVersion, writesContent, type ContentVersionOptions } from './db/contentVersion';
import { databaseOver, openConnection, type Database } from './db/database';
import { migrations } from './db/migrations/all';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from './db/seed/loader';
import { sampleContent } from './db/seed/sampleContent';
import { AppError } from './errors';
import { registerAuth } from './plugins/auth';
import { registerContentCache } from './plugins/contentCache';
import { registerErrorHandling, sendError } from './plugins/errors';
import { LOG_REDACTION, OneLineRequestLog } from './plugins/requestLog';
import { registerSecurityHeaders, securityHeadersFor } from './plugins/security';
import { registerStatic } from './plugins/static';
import { articlesRoutes } from './routes/articles';
import { authsRoutes } from './routes/auths';
import { avatarsRoutes } from './routes/avatars';
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
import { nextScheduledChange } from './services/content';
import { registerOutbox, type OutboxOptions } from './services/outbox';
import { registerRetention, type RetentionOptions } from './services/retention';
import { createAccountLimits, createAcknowledgmentLimit, scaledLimit, type AccountLimits, type AcknowledgmentLimit } from './services/rateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    /** Password-check and reset limits per address and IP, shared by every route that checks a password. */
    accountLimits: AccountLimits;
    /** At most one acknowledgment e-mail per address an hour, whichever form sends it. */
    acknowledgments: AcknowledgmentLimit;
  }
}

export interface BuildOptions {
  /** Fastify logger options; off by default (tests). */
  logger?: boolean | object;
  /** E-mail outbox timings (tests shorten the retry delays). */
  outbox?: Partial<OutboxOptions>;
  /** false: leave an empty database empty (tests that bring their own content). Default: load the sample content. */
  seed?: boolean;
  /** How often other processes' commits and scheduled changes (publications, job closings) are looked for (tests use 0: every request). */
  contentCheckEveryMs?: ContentVersionOptions['checkEveryMs'];
  /** false: content answers are computed on every request (tests compare both; default true). */
  cacheContent?: boolean;
  /** Connection time limits (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** The retention job's clock and period; `enabled: false` turns it off. */
  retention?: Partial<RetentionOptions>;
}

/** How long a connection may take, in milliseconds (README, "Timeouts"). */
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
 * Builds the whole server without listening. It is not `ready()` yet, so tests may add routes
 * before calling `inject`.
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
    frameworkErrors: (_error, request, reply) => sendError(request, reply.headers(securityHeadersFor(request.url, config.isProduction)), { status: 400, code: 'badRequest' }),
  });
  app.decorate('config', config);

  registerSecurityHeaders(app, { production: config.isProduction });
  // Only routes that set config.rateLimit are limited; the 429 is the API's error body, in the request's language.
  // RATE_LIMIT_SCALE (benchmarks only) raises each route's limit here, before the plugin reads it, so no route can miss it.
  if (config.rateLimitScale !== 1) {
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (limit && typeof limit.max === 'number') route.config = { ...route.config, rateLimit: scaledLimit({ ...limit, max: limit.max }, config.rateLimitScale) };
    });
  }
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError('tooManyRequests') });
  app.decorate('accountLimits', createAccountLimits(config.rateLimitScale));
  app.decorate('acknowledgments', createAcknowledgmentLimit(config.rateLimitScale));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text/plain body would also make a cross-site "simple" request possible.
  app.removeContentTypeParser('text/plain');

  const sqlite = openConnection(config.dbFile);
  const contentVersion = new ContentVersion(sqlite, { checkEveryMs: options.contentCheckEveryMs, nextScheduledChange: () => nextScheduledChange(db) });
  // Content written through this connection (seed, tests, a future editor) changes the content version.
  const db = databaseOver(sqlite, { writes: writesContent, changed: () => contentVersion.changed() });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    contentVersion.close();
    await db.destroy();
  });
  try {
    await migrateToLatest(db, migrations);
    if (options.seed !== false) await seedIfEmpty(db, sampleContent);
  } catch (error) {
    await app.close();
    throw error;
  }
  registerContentCache(app, contentVersion, { enabled: options.cacheContent });

  registerOutbox(app, options.outbox);
  registerRetention(app, options.retention);
  registerAuth(app);
  registerErrorHandling(app);

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
  await app.register(avatarsRoutes, { prefix: '/uploads/avatars' });
  await app.register(vitalsRoutes, { prefix: '/api/vitals' });
  await app.register(seoRoutes);

  await registerStatic(app, config);
  return app;
}
