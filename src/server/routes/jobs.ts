import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, job, jobSummary, listOf } from '../../shared/schemas/responses';
import { getJob, listJobs } from '../services/content/jobs';

const uniqueParams = z.object({ id: z.string({ error: 'badRequest' }) });
const cached = { answerCache: true };

/** /api/jobs */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/get-all-jobs', { schema: { response: { 200: listOf(jobSummary) } }, config: cached }, async () => ({ data: await listJobs(app.db) }));

  // By id or by slug: recrutement/{slug} pages ask by slug.
  routes.get('/unique/:id', { schema: { params: uniqueParams, response: { 200: dataOf(job) } }, config: cached }, async (request) => ({ data: await getJob(app.db, request.params.id) }));
}
