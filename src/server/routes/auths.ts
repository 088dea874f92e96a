import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '../../shared/schemas/auth';
import { loginResponse, logoutResponse } from '../../shared/schemas/responses';
import { AppError } from '../errors';
import { verifyAgainstNothing, verifyPassword } from '../services/passwords';
import { LOGIN_RATE_LIMIT } from '../http/rateLimits';
import { createSession, revokeSession } from '../services/sessions';
import { findUserByEmail, toUserJson } from '../services/users';

/** /api/auths */
export async function authsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/login', { schema: { body: loginSchema, response: { 200: loginResponse } }, config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request) => {
    const { email, password } = request.body;
    const user = await findUserByEmail(app.db, email);
    // Unknown address and wrong password cost the same time, count the same and answer the same body.
    const valid = await app.accountLimits.checkPassword(email, request.ip, () =>
      user ? verifyPassword(password, user.password_hash) : verifyAgainstNothing(password, app.config.passwordHashCost),
    );
    if (!user || !valid) throw new AppError('invalidCredentials');
    const token = await createSession(app.db, user.id);
    return { user: toUserJson(user), token };
  });

  // Idempotent: logging out of a session that already ended is not an error.
  routes.get('/logout', { schema: { response: { 200: logoutResponse } } }, async (request) => {
    if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
    return { user: null, token: null };
  });
}
