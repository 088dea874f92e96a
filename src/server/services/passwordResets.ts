import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_MINUTES = 60;

/** A single-use reset token valid one hour; earlier unused ones stop working. */
export async function createResetToken(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db.transaction().execute((trx) => storeResetToken(trx, userId, hash, now));
  return token;
}

/**
 * Voids the earlier links of the account `userId` and keeps the hash of a new one, in statements
 * that run the same whether or not that account exists: for none (NO_ACCOUNT) they write nothing.
 * A reset request must not take longer for an address with an account. Run it in a transaction.
 */
export async function storeResetToken(db: Kysely<Database>, userId: number, hash: string, now = new Date()): Promise<void> {
  await voidResetTokens(db, userId, now);
  const expires = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000).toISOString();
  await db
    .insertInto('password_resets')
    .columns(['user_id', 'token_hash', 'created_at', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((select) => ['users.id', select.val(hash).as('token_hash'), select.val(now.toISOString()).as('created_at'), select.val(expires).as('expires_at')])
        .where('users.id', '=', userId),
    )
    .execute();
}

/** No account has this id: storeResetToken and the outbox's enqueueForAccount then write nothing. */
export const NO_ACCOUNT = 0;

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
