import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheContentAnswers } from '../plugins/contentCache';
import { getJob, listJobs } from '../services/content';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });

/** /api/jobs */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  cacheContentAnswers(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-jobs', async () => ({ data: await listJobs(app.db) }));

  // By id or by slug: recrutement/{slug} pages ask by slug.
  routes.get('/unique/:id', { schema: { params: uniqueParams } }, async (request) => ({ data: await getJob(app.db, request.params.id) }));
}
