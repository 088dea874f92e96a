import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProject, listProjects } from '../services/content/projects';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/projects */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-published-projects', { config: cached }, async () => ({ data: await listProjects(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams }, config: cached }, async (request) => ({ data: await getProject(app.db, request.params.id) }));
}
