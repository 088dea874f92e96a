import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNumberFrom } from '../../shared/content';
import { blogCardsPage, blogPage as blogPageSchema } from '../../shared/schemas/responses';
import { blogPage, toArticleCard, toArticleSummary } from '../services/content/articles';

// Spec: a page number that is not a whole number from 1 means page 1, never an error.
const pageParams = z.object({ pageNumber: z.string({ error: 'badRequest' }).transform(pageNumberFrom) });

/** /api/blog */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { answerCache: true };

  routes.get('/page/:pageNumber', { schema: { params: pageParams, response: { 200: blogPageSchema } }, config }, async (request) => blogPage(app.db, request.params.pageNumber, toArticleSummary));

  // The blog's own pages: the same page, each article as its card shows it.
  routes.get('/cards/:pageNumber', { schema: { params: pageParams, response: { 200: blogCardsPage } }, config }, async (request) => blogPage(app.db, request.params.pageNumber, toArticleCard));
}
