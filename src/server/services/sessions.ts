import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { UsersTable } from '../db/tables/accounts';
import { hashToken, newToken } from './tokens';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type UserRow = Selectable<UsersTable>;

/** Starts a session and returns the token, which is never stored: only its hash is. */
export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The user a token belongs to, when its session is neither revoked nor expired. */
export async function userForToken(db: Kysely<Database>, token: string, now = new Date()): Promise<UserRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, but the one presenting `exceptToken` when given. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptToken?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptToken) query = query.where('token_hash', '!=', hashToken(exceptToken));
  await query.execute();
}
