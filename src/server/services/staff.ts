import type { Kysely } from 'kysely';
import type { UserRole } from '../../shared/admin';
import type { Database } from '../db/database';
import { recordAudit } from './audit';
import { emailKey } from './users';

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; user: { id: number; email: string }; role: UserRole }
  | { outcome: 'unknownEmail' };

/**
 * Gives the account at `email` the role (`npm run staff`), with its audit entry (actor null: the
 * command line) in the same transaction; an account that already has it is left as it is.
 */
export async function setRole(db: Kysely<Database>, email: string, role: UserRole): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'role']).where('email_key', '=', emailKey(email)).executeTakeFirst();
    if (!user) return { outcome: 'unknownEmail' };
    const account = { id: user.id, email: user.email };
    if (user.role === role) return { outcome: 'unchanged', user: account, role };
    await trx.updateTable('users').set({ role, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    await recordAudit(trx, {
      actor: null,
      action: role === 'staff' ? 'grant' : 'revoke',
      entity: 'user',
      entityId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return { outcome: 'changed', user: account, role };
  });
}
