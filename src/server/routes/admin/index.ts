import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { auditRoutes } from './audit';
import { adminContentRoutes } from './content';
import { requireStaff } from './guard';
import { inboxRoutes } from './inbox';
import { paymentsAdminRoutes } from './payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api/admin (method and URL), for the test that walks them. */
    adminRouteList: readonly { method: string; url: string }[];
  }
}

export const ADMIN_PREFIX = '/api/admin';

/**
 * The staff API (docs/decisions.md, "Roles and the back office"): one scope under /api/admin whose
 * first hook answers 401 without a session and 403 for a member, before the body is read. Every
 * route file of routes/admin/ is registered INSIDE it, below, and so is guarded whatever it forgets;
 * an unknown /api/admin path gets the same checks before its 404. Nothing here is cached.
 */
export default fp(
  async function adminRoutes(app) {
    const routes: { method: string; url: string }[] = [];
    app.decorate('adminRouteList', routes);
    await app.register(
      async (scope: FastifyInstance) => {
        scope.addHook('onRoute', ({ method, url }) => {
          for (const one of [method].flat()) routes.push({ method: one, url });
        });
        scope.addHook('onRequest', async (request, reply) => {
          reply.header('cache-control', 'no-store');
          requireStaff(request);
        });
        // Ahead of the pages' catch-all GET: an unknown staff path is checked like the others.
        // Not an operation of the API (it only answers errors): left out of the OpenAPI document.
        scope.all('/*', { schema: { hide: true } }, async () => {
          throw new AppError('notFound');
        });
        // The route files, each with its own prefix under /api/admin.
        await scope.register(inboxRoutes);
        await scope.register(paymentsAdminRoutes, { prefix: '/payments' });
        await scope.register(auditRoutes, { prefix: '/audit' });
        await scope.register(adminContentRoutes);
      },
      { prefix: ADMIN_PREFIX },
    );
  },
  { name: 'adminRoutes', dependencies: ['auth', 'errors'] },
);
