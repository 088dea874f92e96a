import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../shared/api';
import { adminListOf, adminPayment } from '../../../shared/schemas/adminResponses';
import { listAllPayments } from '../../services/adminPayments';
import { pageQuery } from './schemas';

const paymentsQuery = pageQuery.extend({ status: z.enum(PAYMENT_STATUSES, { error: 'badRequest' }).optional() });

/** /api/admin/payments: every card payment, newest first, for reconciliation (read-only). */
export async function paymentsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { querystring: paymentsQuery, response: { 200: adminListOf(adminPayment) } } }, async (request) => listAllPayments(app.db, request.query));
}
