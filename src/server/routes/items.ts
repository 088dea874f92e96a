import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheContentAnswers } from '../plugins/contentCache';
import { getItem, listItems } from '../services/content';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });

/** /api/items */
export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  cacheContentAnswers(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-items', async () => ({ data: await listItems(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams } }, async (request) => ({ data: await getItem(app.db, request.params.id) }));
}
