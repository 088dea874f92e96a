import type { Kysely } from 'kysely';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';
import type { Database } from '../db/database';

/** A robot filled the field people never see. */
export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * The answer a robot gets: the same shape as a real one, with the id the next real row would
 * probably get, so nothing tells it apart. Nothing is stored.
 */
export async function decoySubmission(db: Kysely<Database>, table: 'messages' | 'candidacies'): Promise<{ id: number; createdAt: string }> {
  const { last } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  return { id: Number(last ?? 0) + 1, createdAt: new Date().toISOString() };
}
