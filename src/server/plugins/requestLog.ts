import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered, instead of Fastify's two (received, then
 * completed): the line was the largest cost of a cached answer. It carries what both did.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const REDACTED = '[redacted]';
/** Query values that open an account or name a person: a reset link's token and address. */
const SECRET_QUERY_KEYS = new Set(['token', 'new_password_token', 'email']);
/** Paths that carry an e-mail address as a segment. */
const ADDRESS_IN_PATH = /^(\/api\/users\/lost-password\/)[^?#]*/;

/** A request's URL as the log keeps it: reset tokens and e-mail addresses replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(ADDRESS_IN_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came.
      }
      return equals !== -1 && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Logger settings every log line goes through: the request as Fastify describes it, its URL
 * redacted, and no authorization or cookie header whatever a line carries.
 */
export const LOG_REDACTION = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: REDACTED },
};
