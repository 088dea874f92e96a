import { statusOf, type ErrorCode } from '../shared/errors';

/** An expected failure: the error handler answers `{code, message, fields?}` with `status`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = statusOf(code),
    readonly fields?: Record<string, ErrorCode>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
