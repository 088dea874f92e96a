import type { FastifyInstance } from 'fastify';
import { createSession } from '../../../../src/server/services/sessions';
import type { TestAccount } from '../../support/accounts';
import type { FuzzWorld } from './requests';
import { schemaFieldNames } from './run';

/** Ids and slugs of the content, the two accounts' ids and e-mails, B's avatar URL. */
export async function knownValues(app: FastifyInstance, accounts: TestAccount[]): Promise<string[]> {
  const values = new Set<string>();
  for (const table of ['articles', 'items', 'jobs', 'projects', 'clients', 'categories'] as const) {
    for (const row of await app.db.selectFrom(table).select(['id', 'slug']).limit(3).execute()) {
      values.add(String(row.id));
      values.add(row.slug);
    }
  }
  for (const account of accounts) {
    values.add(String(account.id));
    values.add(account.email);
    const user = await app.db.selectFrom('users').select('profile_image').where('id', '=', account.id).executeTakeFirst();
    if (user?.profile_image) values.add(user.profile_image).add(`/uploads/avatars/${user.profile_image}`);
  }
  return [...values];
}

/** A fresh session of A for each route: the fuzzer may have logged A out while fuzzing the previous one. */
export async function worldFor(
  app: FastifyInstance,
  attacker: TestAccount,
  values: string[],
  stripe: { webhookSecret: string | null; intentIds: string[]; victimId?: number },
): Promise<FuzzWorld> {
  return { attackerToken: await createSession(app.db, attacker.id), knownValues: values, fieldNames: schemaFieldNames(), ...stripe };
}
