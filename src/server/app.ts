import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrations } from './db/migrations/all';
import { migrateToLatest } from './db/migrator';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { languageRoutes } from './routes/language';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
  }
}

export interface BuildOptions {
  /** Fastify logger options; off by default (tests). */
  logger?: boolean | object;
}

/** JSON bodies; file uploads set their own, larger limits on their routes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole server without listening. It is not `ready()` yet, so tests may add routes
 * before calling `inject`.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy });
  app.decorate('config', config);

  registerSecurityHeaders(app, { production: config.isProduction });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text/plain body would also make a cross-site "simple" request possible.
  app.removeContentTypeParser('text/plain');

  const db = openDatabase(config.dbFile);
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db, migrations);
  } catch (error) {
    await app.close();
    throw error;
  }

  registerErrorHandling(app);

  await app.register(languageRoutes, { prefix: '/api/language' });

  await registerStatic(app, config);
  return app;
}
