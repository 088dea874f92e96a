import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from '../../support/multipart';
import { signUp, someAddress, type TestAccount } from '../../support/accounts';

/**
 * B, the account the fuzzer must never touch: a profile image, a session and, when payments
 * are on, a payment. The fuzzer only ever holds A's token (or none, or garbage).
 */
export async function setUpVictim(app: FastifyInstance, { withPayment }: { withPayment: boolean }): Promise<TestAccount> {
  const victim = await signUp(app, { firstName: 'Bérénice', lastName: 'Victime', phoneNumber: '+33 6 12 34 56 78' });
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
  const form = multipart({
    firstName: 'Bérénice',
    lastName: 'Victime',
    email: victim.email,
    profileImage: { filename: 'b.png', contentType: 'image/png', content: photo },
  });
  const updated = await app.inject({ method: 'PUT', url: `/api/users/update-infos/${victim.id}`, headers: { ...victim.auth, ...form.headers }, payload: form.payload });
  if (updated.statusCode !== 200) throw new Error(`victim avatar: ${updated.statusCode} ${updated.body}`);
  if (withPayment) {
    const paid = await app.inject({ method: 'POST', url: '/api/payments/process', headers: victim.auth, payload: { itemId: 1 }, remoteAddress: someAddress() });
    if (paid.statusCode !== 201) throw new Error(`victim payment: ${paid.statusCode} ${paid.body}`);
  }
  return victim;
}

export interface VictimSnapshot {
  user: unknown;
  sessions: unknown[];
  payments: unknown[];
  /** The avatar file's bytes, base64 (null if none). */
  avatar: string | null;
}

/** Everything of B's that another user must not change. */
export async function snapshotOf(app: FastifyInstance, userId: number): Promise<VictimSnapshot> {
  const { db } = app;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const payments = await db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const image = user?.profile_image ?? null;
  const file = image === null ? null : path.join(app.config.avatarsDir, path.basename(image));
  const avatar = file !== null && fs.existsSync(file) ? fs.readFileSync(file).toString('base64') : null;
  return { user, sessions, payments, avatar };
}
