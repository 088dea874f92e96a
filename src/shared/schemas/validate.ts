import * as z from 'zod/mini';
import { isErrorCode, type ErrorCode } from '../errors';

export interface FieldError {
  /** The field the code belongs to ('' for the whole form). */
  field: string;
  code: ErrorCode;
}

/** Turns zod issues into error codes, in the schema's order; an unknown message becomes badRequest. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: isErrorCode(issue.message) ? issue.message : 'badRequest',
  }));
}

/** Each field's first code, for showing beside fields and for the API's `fields`. */
export function fieldCodes(errors: readonly FieldError[]): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const { field, code } of errors) if (!(field in fields)) fields[field] = code;
  return fields;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; first: FieldError; errors: FieldError[] };

/** Validates values the way a form and the server do: all codes, and the first failing rule. */
export function validate<S extends z.core.$ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors = issuesToErrors(result.error.issues);
  return { ok: false, first: errors[0] ?? { field: '', code: 'badRequest' }, errors };
}
