import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { userForToken, type UserRow } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, from `Authorization: Bearer <token>`; null when anonymous. */
    user: UserRow | null;
    /** The token presented, when it opened a session. */
    sessionToken: string | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Token → request.user on every request. An unknown, expired or revoked token is anonymous. */
export default fp(
  async function auth(app) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    // Callback style: an anonymous request (most of them) passes without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match) return done();
      userForToken(app.db, match[1]!).then((user) => {
        if (user) {
          request.user = user;
          request.sessionToken = match[1]!;
        }
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The logged-in user, or 401 unauthorized. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}

/** A `{userId}` route: only the token's own user may act on it (403 otherwise). */
export function requireSelf(request: FastifyRequest, userId: number): UserRow {
  const user = requireUser(request);
  if (user.id !== userId) throw new AppError('forbidden');
  return user;
}
