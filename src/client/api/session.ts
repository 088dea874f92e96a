import { createAction } from '@reduxjs/toolkit';

/**
 * The session facts the base query needs. They live in api/ rather than in the auth feature
 * because api/ is imported by features, never the reverse: the auth slice handles `loggedOut`
 * (and re-exports it), the base query only dispatches it.
 */

/** The session ended without a logout call: the server answered 401 to the stored token. */
export const loggedOut = createAction('auth/loggedOut');

/** The stored token, read from any state that has the auth slice. */
export function selectSessionToken(state: unknown): string | null {
  const auth = (state as { auth?: { token?: unknown } } | undefined)?.auth;
  return typeof auth?.token === 'string' && auth.token !== '' ? auth.token : null;
}
