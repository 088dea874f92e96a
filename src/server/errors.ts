import { statusOf, type ErrorCode } from '../shared/errors';

/** An expected failure: the error handler answers `{code, message, fields?}` with `status`. */
export class AppError extends Error {
  /** Seconds the caller should wait before trying again (the Retry-After header of a 429 or 503). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly status: number = statusOf(code),
    readonly fields?: Record<string, ErrorCode>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** 429 tooManyRequests, telling when the limit lets the caller try again. */
export function tooManyRequests(retryAfterMs: number): AppError {
  return withRetryAfter(new AppError('tooManyRequests'), retryAfterMs);
}

/** 503 serverBusy: a queue of work is full; the caller may try again shortly. */
export function serverBusy(retryAfterMs: number): AppError {
  return withRetryAfter(new AppError('serverBusy'), retryAfterMs);
}

function withRetryAfter(error: AppError, retryAfterMs: number): AppError {
  // Whole seconds, at least one: Retry-After takes no fractions, and 0 would invite an instant retry.
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/**
 * What a body parser threw, as the client's fault: an AppError or a parser's own 4xx (a limit:
 * 413) stays as it is; anything else means a malformed body (cut short, no boundary): 400.
 */
export function asBodyError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  return new AppError('badRequest');
}
