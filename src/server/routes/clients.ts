import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getClientBySlug, listClientCards, listClients } from '../services/content/clients';

const slugParams = z.object({ slug: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/clients */
export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The spec's path has a trailing slash; without it answers the same.
  routes.get('/get-all/', { config: cached }, async () => ({ data: await listClients(app.db) }));
  routes.get('/get-all', { config: cached }, async () => ({ data: await listClients(app.db) }));

  // Home's strip of clients: each as its logo and name, without the summary it does not show.
  routes.get('/cards', { config: cached }, async () => ({ data: await listClientCards(app.db) }));

  routes.get('/get-by-slug/:slug', { schema: { params: slugParams }, config: cached }, async (request) => ({
    data: await getClientBySlug(app.db, request.params.slug),
  }));
}
