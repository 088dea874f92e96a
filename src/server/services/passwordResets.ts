import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_MINUTES = 60;

/** A single-use reset token valid one hour; earlier unused ones stop working. */
export async function createResetToken(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db.transaction().execute(async (trx) => {
    await voidResetTokens(trx, userId, now);
    await trx
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: hash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000).toISOString(),
      })
      .execute();
  });
  return token;
}

/** Voids every unused reset link of a user: their password or address changed, so older links must not work. */
export async function voidResetTokens(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/**
 * Uses a reset token of this user: true when it was valid, unused and unexpired. It is marked
 * used in the same statement that checks it, so it works once even under concurrent requests.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  userId: number,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
