import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getItem, listItems } from '../services/content/items';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/items */
export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-items', { config: cached }, async () => ({ data: await listItems(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams }, config: cached }, async (request) => ({ data: await getItem(app.db, request.params.id) }));
}
