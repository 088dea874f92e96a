import type { FastifyInstance } from 'fastify';
import { vitalSchema } from '../../shared/schemas/vitals';
import { fieldCodes, validate } from '../../shared/schemas/validate';
import { AppError } from '../errors';
import { storeVital } from '../services/vitals';

/** Per IP: a page sends about five metrics; a minute of browsing stays far below. */
export const VITALS_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/** One metric is about 120 bytes of JSON. */
export const VITALS_BODY_LIMIT = 1024;

/** /api/vitals: real-user web vitals, beaconed by the browser. Stores no cookie, IP or user. */
export async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/', { bodyLimit: VITALS_BODY_LIMIT, config: { rateLimit: VITALS_RATE_LIMIT } }, async (request, reply) => {
    // JSON only: the body parser answers 415 to any other type (the API has no text/plain parser).
    const result = validate(vitalSchema, request.body);
    if (!result.ok) throw new AppError(result.first.code, undefined, fieldCodes(result.errors.filter((e) => e.field !== '')));
    await storeVital(app.db, result.data);
    return reply.status(204).send();
  });
}
