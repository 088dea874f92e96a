import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema, starterPackSchema } from '../../shared/schemas/messages';
import { dataOf, submission } from '../../shared/schemas/responses';
import { answerRobotsWithDecoy } from '../http/honeypot';
import { requestLanguage } from '../i18n';
import { createMessage, submissionContext } from '../services/submissions';

/** Per IP: enough for a person who retries, too few for a robot. */
export const MESSAGES_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
// The longest valid message (5000 characters, each escaped as \uXXXX) fits with room to spare.
const MESSAGE_BODY_LIMIT = 64 * 1024;

/**
 * The starter-pack form sends a message of its own kind to the same call; its `kind` picks the
 * schema. A missing or non-object body is an empty form: its first field is missing.
 */
const messageBody = z.unknown().transform((body, context) => {
  const fields = typeof body === 'object' && body !== null ? (body as { kind?: unknown }) : {};
  const result = (fields.kind === 'starterPack' ? starterPackSchema : contactSchema).safeParse(fields);
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
});

/** /api/messages */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/create-message',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: { rateLimit: MESSAGES_RATE_LIMIT },
      schema: { body: messageBody, response: { 201: dataOf(submission) } },
      preValidation: answerRobotsWithDecoy('messages'),
    },
    async (request, reply) => {
      const stored = await createMessage(submissionContext(app), request.body, requestLanguage(request));
      return reply.status(201).send({ data: stored });
    },
  );
}
