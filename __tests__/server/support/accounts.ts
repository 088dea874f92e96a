import type { FastifyInstance } from 'fastify';

export const PASSWORD = 'correct horse battery';

let counter = 0;

/**
 * A different client address for each helper call (TEST-NET-2, never routed; app.inject sends
 * nothing over the network), so the per-IP limits on sign-up and login, which stay on in
 * tests, do not refuse a test's own set-up.
 */
export function someAddress(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}

export interface TestAccount {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Signs up and logs in a new account through the API. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const remoteAddress = someAddress();
  const email = (overrides.email as string) ?? `person${counter}-${Date.now()}@example.com`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/users/create-account',
    remoteAddress,
    payload: { firstName: 'Léa', lastName: 'Martin', email, password: PASSWORD, ...overrides },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const token = await logIn(app, email, (overrides.password as string) ?? PASSWORD);
  return { id: created.json().data.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auths/login', payload: { email, password }, remoteAddress: someAddress() });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}
