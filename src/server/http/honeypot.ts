import type { FastifyReply, FastifyRequest } from 'fastify';
import { decoySubmission, honeypotFilled } from '../services/honeypot';

/**
 * A form's preValidation hook: a robot that filled the honeypot gets the answer a person would
 * (201 and a plausible id), whatever else it sent, before validation and without storing anything.
 */
export function answerRobotsWithDecoy(table: 'messages' | 'candidacies') {
  return async function answerRobots(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    if (!honeypotFilled(body)) return undefined;
    return reply.status(201).send({ data: await decoySubmission(request.server.db, table) });
  };
}
