import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vitalsRequestSchema } from '../../shared/schemas/vitals';
import { NO_CONTENT } from '../http/responses';
import { take } from '../http/rateLimits';
import { storeVitals } from '../services/vitals';

/**
 * Per IP: a page load sends one request when it is hidden. Generous, since many visitors may
 * share an address (an office, a school) and a browser test loads pages quickly; a request
 * stores at most MAX_VITALS_PER_REQUEST rows, so the table's growth stays bounded.
 */
export const VITALS_RATE_LIMIT = { max: 300, timeWindow: 60_000 };
/**
 * Measurements stored per IP a day (a page sends five or so): past it they are refused (429), so
 * one machine cannot fill the table, which the retention job empties after 90 days only.
 */
export const VITALS_PER_IP_PER_DAY = { points: 2000, duration: 24 * 60 * 60 };
/** A metric is about 110 bytes of JSON: a page's five fit with room to spare. */
export const VITALS_BODY_LIMIT = 1024;

/** /api/vitals: real-user web vitals, beaconed by the browser. Stores no cookie, IP or user. */
export async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  const perDay = app.counter('vitals', VITALS_PER_IP_PER_DAY);

  // JSON only: the body parser answers 415 to any other type (the API has no text/plain parser).
  const schema = { body: vitalsRequestSchema, response: { 204: NO_CONTENT } };
  app.withTypeProvider<ZodTypeProvider>().post('/', { bodyLimit: VITALS_BODY_LIMIT, config: { rateLimit: VITALS_RATE_LIMIT }, schema }, async (request, reply) => {
    const vitals = Array.isArray(request.body) ? request.body : [request.body];
    await take(perDay, request.ip, vitals.length);
    await storeVitals(app.db, vitals);
    return reply.status(204).send();
  });
}
