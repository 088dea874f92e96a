import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNumberFrom } from '../../shared/content';
import { blogPage } from '../services/content/articles';

// Spec: a page number that is not a whole number from 1 means page 1, never an error.
const pageParams = z.object({ pageNumber: z.string({ error: 'badRequest' }).transform(pageNumberFrom) });

/** /api/blog */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/page/:pageNumber', { schema: { params: pageParams }, config: { answerCache: true } }, async (request) => blogPage(app.db, request.params.pageNumber));
}
