import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import { health as healthSchema } from '../../shared/schemas/responses';
import { migrations } from '../db/migrations/all';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on GET /api/health answers 503, so that a load balancer stops sending requests here. */
    startDraining(): void;
  }
}

/** What GET /api/health answers: `ok` with 200, anything else with 503. */
export type HealthStatus = z.infer<typeof healthSchema>['status'];

/** How long the database may take to answer the health check before the instance counts as unready. */
const DATABASE_CHECK_MS = 2_000;

/**
 * GET /api/health, the readiness check of a load balancer: 200 `{ status: 'ok' }` when the database
 * answers and has every migration this build knows, 503 with the reason otherwise, and 503
 * `draining` once shutting down. Never rate-limited nor cached.
 */
export default fp(
  async function health(app) {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });

    async function status(): Promise<HealthStatus> {
      if (draining) return 'draining';
      let applied: Set<string>;
      try {
        const check = sql<{ name: string }>`select name from kysely_migration`.execute(app.db);
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS).unref());
        applied = new Set((await Promise.race([check, timeout])).rows.map((row) => row.name));
      } catch (error) {
        app.log.warn({ err: error }, 'health: the database does not answer');
        return 'databaseUnavailable';
      }
      return Object.keys(migrations).every((name) => applied.has(name)) ? 'ok' : 'migrationsPending';
    }

    app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
      const current = await status();
      return reply
        .status(current === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: current });
    });
  },
  { name: 'health', dependencies: ['database'] },
);
