import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { article, articleCard, articleSummary, dataOf, listOf } from '../../shared/schemas/responses';
import { getArticle, listArticles, relatedArticles, toArticleCard, toArticleSummary } from '../services/content/articles';

// Any text is accepted here; the service answers notFound for what names nothing.
const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const relatedParams = z.object({ a: z.string({ error: 'badRequest' }), b: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };
const summaries = { 200: listOf(articleSummary) };

/** /api/articles */
export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-articles', { schema: { response: summaries }, config: cached }, async () => ({ data: await listArticles(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams, response: { 200: dataOf(article) } }, config: cached }, async (request) => ({ data: await getArticle(app.db, request.params.id) }));

  // a: the category's slug; b: the article being read (id or slug), never among the answers.
  routes.get('/get-3-articles/:a/:b', { schema: { params: relatedParams, response: summaries }, config: cached }, async (request) => ({
    data: await relatedArticles(app.db, request.params.a, request.params.b, toArticleSummary),
  }));

  // An article page's related articles: the same three, each as its card shows it.
  routes.get('/related-cards/:a/:b', { schema: { params: relatedParams, response: { 200: listOf(articleCard) } }, config: cached }, async (request) => ({
    data: await relatedArticles(app.db, request.params.a, request.params.b, toArticleCard),
  }));
}
