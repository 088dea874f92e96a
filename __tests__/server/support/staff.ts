import type { FastifyInstance } from 'fastify';
import { setRole } from '../../../src/server/services/staff';
import { signUp, type TestAccount } from './accounts';

/** A new account given the staff role, as `npm run staff -- grant` does. */
export async function signUpStaff(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const account = await signUp(app, { firstName: 'Sam', lastName: 'Staff', ...overrides });
  await setRole(app.db, account.email, 'staff');
  return account;
}
