import type { FastifyInstance } from 'fastify';
import { contactSchema, starterPackSchema } from '../../shared/schemas/messages';
import { fieldCodes, validate } from '../../shared/schemas/validate';
import { AppError } from '../errors';
import { requestLanguage } from '../i18n';
import { decoySubmission, honeypotFilled } from '../services/honeypot';
import { createMessage, submissionContext } from '../services/submissions';

/** Per IP: enough for a person who retries, too few for a robot. */
export const MESSAGES_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
// The longest valid message (5000 characters, each escaped as \uXXXX) fits with room to spare.
const MESSAGE_BODY_LIMIT = 64 * 1024;

/** /api/messages */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/create-message', { bodyLimit: MESSAGE_BODY_LIMIT, config: { rateLimit: MESSAGES_RATE_LIMIT } }, async (request, reply) => {
    const body: Record<string, unknown> = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    // Checked before validation: a robot gets the answer a person would, whatever else it sent.
    if (honeypotFilled(body)) return reply.status(201).send({ data: await decoySubmission(app.db, 'messages') });

    // The starter-pack form sends a message of its own kind to the same call.
    const result = body.kind === 'starterPack' ? validate(starterPackSchema, body) : validate(contactSchema, body);
    // A body that is not an object fails at its root, which names no field.
    if (!result.ok) throw new AppError(result.first.code, undefined, fieldCodes(result.errors.filter((e) => e.field !== '')));

    const stored = await createMessage(submissionContext(app), result.data, requestLanguage(request));
    return reply.status(201).send({ data: stored });
  });
}
