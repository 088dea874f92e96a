import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheContentAnswers } from '../plugins/contentCache';
import { getProject, listProjects } from '../services/content';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });

/** /api/projects */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  cacheContentAnswers(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-published-projects', async () => ({ data: await listProjects(app.db) }));

  routes.get('/unique/:id', { schema: { params: uniqueParams } }, async (request) => ({ data: await getProject(app.db, request.params.id) }));
}
