import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, item, listOf } from '../../shared/schemas/responses';
import { getItem, listItems } from '../services/content/items';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/items */
export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-items', { schema: { response: { 200: listOf(item) } }, config: cached }, async () => ({ data: await listItems(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams, response: { 200: dataOf(item) } }, config: cached }, async (request) => ({ data: await getItem(app.db, request.params.id) }));
}
