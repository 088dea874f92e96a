import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getJob, listJobs } from '../services/content/jobs';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/jobs */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-jobs', { config: cached }, async () => ({ data: await listJobs(app.db) }));

  // By id or by slug: recrutement/{slug} pages ask by slug.
  routes.get('/unique/:id', { schema: { params: uniqueParams }, config: cached }, async (request) => ({ data: await getJob(app.db, request.params.id) }));
}
