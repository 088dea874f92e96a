import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { companyWith } from '../../shared/company';
import { changePasswordSchema, createAccountSchema, deleteAccountSchema, lostPasswordSchema, resetPasswordSchema, updateInfosSchema } from '../../shared/schemas/auth';
import { PROFILE_IMAGE_MAX_BYTES } from '../../shared/schemas/limits';
import { dataOf, user as userSchema } from '../../shared/schemas/responses';
import { fieldCodes, validate } from '../../shared/schemas/validate';
import { AppError, asBodyError } from '../errors';
import { requestLanguage } from '../i18n';
import { requireSelf, requireUser } from '../plugins/auth';
import { noticeEmailChanged, noticePasswordChanged, noticePasswordReset, type NoticeContext } from '../services/accountNotices';
import { consumeResetToken } from '../services/passwordResets';
import { ACCOUNT_RATE_LIMIT, LOGIN_RATE_LIMIT, limitPerEmail } from '../http/rateLimits';
import { refuseCommonPassword, type PasswordContext } from '../services/commonPasswords';
import { verifyPassword } from '../services/passwords';
import { revokeUserSessions } from '../services/sessions';
import {
  createUser,
  deleteUser,
  emailKey,
  findUserByEmail,
  setPassword,
  toUserJson,
  updateProfileWithImage,
} from '../services/users';

const userAnswer = { 200: dataOf(userSchema) };
const nothing = { 200: dataOf(zm.null()) };

const userIdParams = z.object({ userId: z.coerce.number({ error: 'badRequest' }).int().positive({ error: 'badRequest' }) });

/** Protected routes answer 401 before looking at the body. */
const authenticated = async (request: FastifyRequest) => {
  requireUser(request);
};

/** The text parts and the optional image of the update-infos multipart body. */
async function readProfileForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  if (!request.isMultipart()) throw new AppError('unsupportedFileType');
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const bytes = await file.toBuffer(); // throws 413 past the limit
        // An empty file input sends an empty part: no new image.
        if (file.fieldname === 'profileImage' && bytes.length > 0) image = bytes;
      } else {
        const value = (part as MultipartValue).value;
        if (typeof value === 'string') fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // Cut short, or without a boundary: the sender's body, not our bug.
    throw asBodyError(error);
  }
  return { fields, image };
}

/** /api/users */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  // The app may already parse multipart bodies (uploads elsewhere); this scope needs it either way.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const signUpsPerEmail = limitPerEmail(app, 'create-account', (request) => (request.body as { email?: unknown } | undefined)?.email);
  const notices = (): NoticeContext => ({ outbox: app.outbox, company: companyWith(app.config.company), siteUrl: app.config.siteUrl });
  const passwordContext = (email: string): PasswordContext => ({ siteName: companyWith(app.config.company).name, email });

  routes.post('/create-account', { schema: { body: createAccountSchema, response: { 201: dataOf(userSchema) } }, config: { rateLimit: ACCOUNT_RATE_LIMIT } }, async (request, reply) => {
    await signUpsPerEmail(request);
    refuseCommonPassword(request.body.password, 'password', passwordContext(request.body.email));
    const user = await createUser(app.db, { ...request.body, language: requestLanguage(request) }, app.config.passwordHashCost);
    return reply.status(201).send({ data: toUserJson(user) });
  });

  routes.get('/me', { preValidation: authenticated, schema: { response: userAnswer } }, async (request) => ({ data: toUserJson(requireUser(request)) }));

  // Sign-up's limits: a taken address answers 409 here too, and each change mails both addresses.
  const newAddresses = new WeakMap<FastifyRequest, string>();
  const addressChangesPerEmail = limitPerEmail(app, 'update-infos', (request) => newAddresses.get(request));
  routes.put(
    '/update-infos/:userId',
    { preValidation: authenticated, schema: { params: userIdParams, response: userAnswer }, config: { rateLimit: ACCOUNT_RATE_LIMIT } },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      const { fields, image } = await readProfileForm(request);
      const result = validate(updateInfosSchema, fields);
      if (!result.ok) throw new AppError(result.first.code, undefined, fieldCodes(result.errors));
      if (emailKey(result.data.email) !== user.email_key) {
        newAddresses.set(request, result.data.email);
        await addressChangesPerEmail(request);
      }
      const updated = await updateProfileWithImage(app.db, app.config, user.id, result.data, image, (error, message) => request.log.error({ err: error }, message));
      if (updated.email_key !== user.email_key) {
        // As for a new password: whoever holds another session was let in by the old address.
        await revokeUserSessions(app.db, user.id, request.sessionToken ?? undefined);
        await noticeEmailChanged(notices(), user, updated, (address) => app.emailChangeNotices.take(address));
      }
      return { data: toUserJson(updated) };
    },
  );

  routes.put(
    '/change-password/:userId',
    { preValidation: authenticated, schema: { params: userIdParams, body: changePasswordSchema, response: nothing }, config: { rateLimit: LOGIN_RATE_LIMIT } },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      const { currentPassword, newPassword } = request.body;
      // The login's limits: a session left open is not a way to guess the password.
      const valid = await app.accountLimits.checkPassword(user.email, request.ip, () => verifyPassword(currentPassword, user.password_hash));
      if (!valid) throw new AppError('invalidCredentials', undefined, { currentPassword: 'invalidCredentials' });
      refuseCommonPassword(newPassword, 'newPassword', passwordContext(user.email));
      await setPassword(app.db, user.id, newPassword, app.config.passwordHashCost);
      // Someone who knew the old password is logged out everywhere else.
      await revokeUserSessions(app.db, user.id, request.sessionToken ?? undefined);
      await noticePasswordChanged(notices(), user);
      return { data: null };
    },
  );

  routes.put(
    '/delete-account',
    { preValidation: authenticated, schema: { body: deleteAccountSchema, response: nothing }, config: { rateLimit: LOGIN_RATE_LIMIT } },
    async (request) => {
      const user = requireUser(request);
      const { email, password } = request.body;
      // Counted against the account's own address, whatever address the body names.
      const valid = await app.accountLimits.checkPassword(
        user.email,
        request.ip,
        async () => (await verifyPassword(password, user.password_hash)) && emailKey(email) === user.email_key,
      );
      if (!valid) throw new AppError('invalidCredentials');
      await deleteUser(app.db, app.config, user.id);
      return { data: null };
    },
  );

  // The same answer whether or not the address has an account: it tells nobody who is a client.
  routes.get(
    '/lost-password/:email',
    { schema: { params: lostPasswordSchema, response: { 200: dataOf(zm.object({ sent: zm.literal(true) })) } }, config: { rateLimit: ACCOUNT_RATE_LIMIT } },
    async (request) => {
      const { email } = request.params;
      // Past the address's share of reset e-mails nothing more is sent: its latest link still works.
      const mayMail = await app.accountLimits.mayMailReset(email, request.ip);
      // Looked up, and a link made, even when nothing is sent: the time of the answer tells nobody which.
      const user = await findUserByEmail(app.db, email);
      await noticePasswordReset(notices(), app.db, email, mayMail ? user : null);
      return { data: { sent: true } as const };
    },
  );

  routes.put('/reset-password/', { schema: { body: resetPasswordSchema, response: nothing } }, async (request) => {
    const { new_password_token: token, email, password } = request.body;
    const user = await findUserByEmail(app.db, email);
    // Checked before the token is used up, so the person can try another password with the same link.
    refuseCommonPassword(password, 'password', passwordContext(email));
    if (!user || !(await consumeResetToken(app.db, user.id, token))) throw new AppError('invalidToken');
    await setPassword(app.db, user.id, password, app.config.passwordHashCost);
    await revokeUserSessions(app.db, user.id);
    await noticePasswordChanged(notices(), user);
    return { data: null };
  });
}
