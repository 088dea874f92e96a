import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../../shared/admin';
import { adminListOf, auditEntry } from '../../../shared/schemas/adminResponses';
import { listAudit } from '../../services/audit';
import { idParams, pageQuery } from './schemas';

const auditQuery = pageQuery.extend({
  entity: z.enum(AUDIT_ENTITIES, { error: 'badRequest' }).optional(),
  entityId: idParams.shape.id.optional(),
});

/** /api/admin/audit: who changed what and when, newest first (read-only). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { querystring: auditQuery, response: { 200: adminListOf(auditEntry) } } }, async (request) => listAudit(app.db, request.query));
}
