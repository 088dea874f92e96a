import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, statusOf, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { apiError } from '../../shared/schemas/responses';
import { issuesToErrors, fieldCodes } from '../../shared/schemas/validate';
import { isStorageFailure, isUnstorableText } from '../db/errors';
import { AppError } from '../errors';
import { errorMessage, requestLanguage } from '../i18n';

interface Failure {
  status: number;
  code: ErrorCode;
  fields?: Record<string, ErrorCode>;
  /** Seconds for Retry-After. */
  retryAfter?: number;
}

/** A 429 that came without its own wait (a plugin's): a minute, the longest per-IP window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Every route that declares its answers answers errors too, each as apiError: added here, once. */
const ERROR_RESPONSES = { '4xx': apiError, '5xx': apiError };

/**
 * The one error handler and the JSON 404, on the root instance so that they cover every route, the
 * body parser and the static files.
 */
export default fp(
  async function errors(app) {
    app.addHook('onRoute', (route) => {
      if (route.schema?.response) route.schema = { ...route.schema, response: { ...ERROR_RESPONSES, ...route.schema.response } };
    });
    app.setErrorHandler((error: unknown, request, reply) => {
      const failure = classify(error);
      if (failure !== undefined) return sendError(request, reply, failure);
      if (isStorageFailure(error)) {
        // The disk, not the request: the sender may try again later; the operator learns why.
        request.log.error({ err: error }, 'the database could not write');
        return sendError(request, reply, { status: 503, code: 'storageUnavailable' });
      }
      // A bug: the details go to the log only, never to the client.
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, { status: 500, code: 'internal' });
    });

    app.setNotFoundHandler((request, reply) => sendError(request, reply, { status: 404, code: 'notFound' }));
  },
  { name: 'errors' },
);

export function sendError(request: FastifyRequest, reply: FastifyReply, { status, code, fields, retryAfter }: Failure): FastifyReply {
  const body: ApiErrorBody = { code, message: errorMessage(code, requestLanguage(request)) };
  if (fields !== undefined && Object.keys(fields).length > 0) body.fields = fields;
  // Every 429 says when to come back; @fastify/rate-limit sets its own before it gets here.
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  else if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', DEFAULT_RETRY_AFTER_SECONDS);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The answer for an error we understand; undefined for anything else (a bug: 500). */
function classify(error: unknown): Failure | undefined {
  if (error instanceof AppError) return { status: error.status, code: error.code, fields: error.fields, retryAfter: error.retryAfterSeconds };

  if (hasZodFastifySchemaValidationErrors(error)) {
    // The shared schemas' issue messages are error codes; instancePath is `/field/sub`.
    const errors = issuesToErrors(
      error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? '' })),
    );
    const code = errors[0]?.code ?? 'badRequest';
    // A code always answers with its own status (form codes: 400).
    return { status: statusOf(code), code, fields: fieldCodes(errors.filter((e) => e.field !== '')) };
  }

  if (isUnstorableText(error)) return { status: 400, code: 'badRequest' };

  const fastifyCode = (error as { code?: unknown } | null)?.code;
  switch (fastifyCode) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'fileTooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupportedFileType' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'badRequest' };
  }

  // Other client errors raised by Fastify or a plugin: the nearest code. 5xx stays a bug.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return { status: statusOf(code), code };
  }
  return undefined;
}
