import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNumberFrom } from '../../shared/content';
import { cacheContentAnswers } from '../plugins/contentCache';
import { blogPage } from '../services/content';

// Spec: a page number that is not a whole number from 1 means page 1, never an error.
const pageParams = z.object({ pageNumber: z.string({ error: 'badRequest' }).transform(pageNumberFrom) });

/** /api/blog */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  cacheContentAnswers(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/page/:pageNumber', { schema: { params: pageParams } }, async (request) => blogPage(app.db, request.params.pageNumber));
}
