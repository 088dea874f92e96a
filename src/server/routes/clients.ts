import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { client, clientCard, clientSummary, dataOf, listOf } from '../../shared/schemas/responses';
import { getClientBySlug, listClientCards, listClients } from '../services/content/clients';

const slugParams = z.object({ slug: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };
const list = { schema: { response: { 200: listOf(clientSummary) } }, config: cached };

/** /api/clients */
export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The spec's path has a trailing slash; without it answers the same.
  routes.get('/get-all/', list, async () => ({ data: await listClients(app.db) }));
  routes.get('/get-all', list, async () => ({ data: await listClients(app.db) }));

  // Home's strip of clients: each as its logo and name, without the summary it does not show.
  routes.get('/cards', { schema: { response: { 200: listOf(clientCard) } }, config: cached }, async () => ({ data: await listClientCards(app.db) }));

  routes.get('/get-by-slug/:slug', { schema: { params: slugParams, response: { 200: dataOf(client) } }, config: cached }, async (request) => ({
    data: await getClientBySlug(app.db, request.params.slug),
  }));
}
