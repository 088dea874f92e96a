import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, listOf, project, projectCard, projectSummary } from '../../shared/schemas/responses';
import { getProject, listProjectCards, listProjects } from '../services/content/projects';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
// A whole number from 1 to 99, written plainly: any other value is refused, so the cache keeps at most 99 answers.
const countParams = z.object({ count: z.string({ error: 'badRequest' }).regex(/^[1-9]\d?$/, { error: 'badRequest' }).transform(Number) });
const cached = { answerCache: true };
const cards = { 200: listOf(projectCard) };

/** /api/projects */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-published-projects', { schema: { response: { 200: listOf(projectSummary) } }, config: cached }, async () => ({ data: await listProjects(app.db) }));

  // The lists' cards (home, the projects page, a client's page): the spec's list without the case studies.
  routes.get('/cards', { schema: { response: cards }, config: cached }, async () => ({ data: await listProjectCards(app.db) }));

  // The newest `count` of them: home shows three, and sends no more to the browser.
  routes.get('/cards/:count', { schema: { params: countParams, response: cards }, config: cached }, async (request) => ({
    data: await listProjectCards(app.db, request.params.count),
  }));

  routes.get('/unique/:id', { schema: { params: uniqueParams, response: { 200: dataOf(project) } }, config: cached }, async (request) => ({ data: await getProject(app.db, request.params.id) }));
}
