import type { Response } from 'light-my-request';
import { ERROR_CODES, statusOf, type ErrorCode } from '../../../../src/shared/errors';

/**
 * The 5xx answers that are part of the contract (docs/decisions.md), and where. Any other
 * 5xx is a bug.
 */
export interface AllowedServerError {
  status: number;
  code: ErrorCode;
  /** The route (as registered) where it may happen. */
  where: (method: string, url: string) => boolean;
}

export const PAYMENTS_DISABLED: AllowedServerError = {
  status: 503,
  code: 'paymentsDisabled',
  where: (_method, url) => url.startsWith('/api/payments/'),
};

/** A Stripe outage while opening a payment: 502 internal, Stripe's message only logged. */
export const STRIPE_OUTAGE: AllowedServerError = {
  status: 502,
  code: 'internal',
  where: (method, url) => method === 'POST' && url === '/api/payments/process',
};

const STACK_TRACE = [/\n\s+at /, / {4}at /, /node_modules/, /Error: .*\//, /\.[jt]s:\d+/, /src\/server/];
const ERROR_KEYS = new Set(['code', 'message', 'fields']);

/** What went wrong with an answer, or null when it keeps the contract. */
export function contractBreach(
  response: Response,
  route: { method: string; url: string },
  allowed: readonly AllowedServerError[],
): string | null {
  const { statusCode: status, body } = response;
  const leak = STACK_TRACE.find((pattern) => pattern.test(body));
  if (leak && isJson(response)) return `stack trace text (${leak}) in the body`;
  if (status < 400) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} whose body is not JSON: ${body.slice(0, 200)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return `${status} whose body is not an object`;
  const error = parsed as Record<string, unknown>;
  const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `error body with extra keys ${extra.join(', ')}`;
  if (!ERROR_CODES.includes(error.code as ErrorCode)) return `unknown error code ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message === '') return 'error body without a message';
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null || Object.values(fields).some((code) => !ERROR_CODES.includes(code as ErrorCode))) {
      return `fields not a map of error codes: ${JSON.stringify(fields)}`;
    }
  }
  const code = error.code as ErrorCode;

  if (status >= 500) {
    const documented = allowed.some((a) => a.status === status && a.code === code && a.where(route.method, route.url));
    return documented ? null : `${status} ${code}: a server error`;
  }
  // A code always answers with its own status.
  if (statusOf(code) !== status) return `${status} answered with code ${code} (${statusOf(code)})`;
  return null;
}

function isJson(response: Response): boolean {
  return String(response.headers['content-type'] ?? '').includes('json') || response.statusCode >= 400;
}
