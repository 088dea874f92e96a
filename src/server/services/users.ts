import { NoResultError, type Kysely } from 'kysely';
import type { User } from '../../shared/api';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../shared/languages';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { lockedForUpdate } from '../db/portable';
import { AppError } from '../errors';
import { removeAvatar, saveAvatar } from './avatars';
import { voidResetTokens } from './passwordResets';
import { hashPassword } from './passwords';
import type { UserRow } from './sessions';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/** Addresses are unique whatever their case: `Lea@Example.com` and `lea@example.com` are one. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The language the account's e-mails are written in. */
export function languageOf(row: Pick<UserRow, 'language'>): InterfaceLanguage {
  return isInterfaceLanguage(row.language) ? row.language : 'fr';
}

/** The User JSON of decisions.md: never a password hash or a token. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    profileImage: row.profile_image ? AVATAR_URL_PREFIX + row.profile_image : null,
    language: languageOf(row),
    role: row.role,
    createdAt: row.created_at,
  };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst()) ?? null;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  password: string;
  language: InterfaceLanguage;
}

export async function createUser(db: Kysely<Database>, input: NewUser, hashCost: number): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password, hashCost);
  try {
    return await db
      .insertInto('users')
      .values({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        email_key: emailKey(input.email),
        phone_number: input.phoneNumber,
        password_hash: passwordHash,
        language: input.language,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('emailTaken', undefined, { email: 'emailTaken' });
    throw error;
  }
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  /** A new avatar file name; undefined keeps the current one. */
  profileImage?: string;
}

export interface ProfileUpdate {
  user: UserRow;
  /** The profile image the update replaced, read in its transaction: the file to remove once committed. */
  replacedImage: string | null;
}

/**
 * Saves the profile; a new address voids the reset links sent to the old one, in the same
 * transaction. The replaced image is the one stored when the transaction ran, not the one the
 * request saw: of two updates at once, each removes the image the other had just set.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, changes: ProfileChanges): Promise<ProfileUpdate> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockedForUpdate(trx, trx.selectFrom('users').select(['email_key', 'profile_image']).where('id', '=', userId)).executeTakeFirstOrThrow();
      const updated = await trx
        .updateTable('users')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          email: changes.email,
          email_key: emailKey(changes.email),
          phone_number: changes.phoneNumber,
          ...(changes.profileImage !== undefined ? { profile_image: changes.profileImage } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (updated.email_key !== before.email_key) await voidResetTokens(trx, userId);
      const replaced = changes.profileImage !== undefined && before.profile_image !== changes.profileImage;
      return { user: updated, replacedImage: replaced ? before.profile_image : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('emailTaken', undefined, { email: 'emailTaken' });
    throw error;
  }
}

/** Where profile images live, and their resized copies. */
export interface AvatarDirs {
  avatarsDir: string;
  imageCacheDir: string;
}

/**
 * Saves the profile and, when one came, its new image. A file nothing refers to never stays: the
 * new one if the row was not written (the account may have been deleted meanwhile: 401), the
 * replaced one once it was.
 */
export async function updateProfileWithImage(
  db: Kysely<Database>,
  dirs: AvatarDirs,
  userId: number,
  changes: Omit<ProfileChanges, 'profileImage'>,
  image: Buffer | null,
  logStorageError?: (error: unknown, message: string) => void,
): Promise<UserRow> {
  const profileImage = image ? await saveAvatar(dirs.avatarsDir, image, logStorageError) : undefined;
  let updated: ProfileUpdate;
  try {
    updated = await updateProfile(db, userId, { ...changes, profileImage });
  } catch (error) {
    await removeAvatar(dirs.avatarsDir, dirs.imageCacheDir, profileImage ?? null);
    if (error instanceof NoResultError) throw new AppError('unauthorized');
    throw error;
  }
  await removeAvatar(dirs.avatarsDir, dirs.imageCacheDir, updated.replacedImage);
  return updated.user;
}

/** Sets a new password and voids the user's pending reset links, in one transaction. */
export async function setPassword(db: Kysely<Database>, userId: number, password: string, hashCost: number): Promise<void> {
  const passwordHash = await hashPassword(password, hashCost);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
    await voidResetTokens(trx, userId);
  });
}

export async function setLanguage(db: Kysely<Database>, userId: number, language: InterfaceLanguage): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/**
 * Removes the user; sessions and reset tokens go with it (foreign keys cascade), then the profile
 * image stored at that moment (an update may have changed it since the request began).
 */
export async function deleteUser(db: Kysely<Database>, dirs: AvatarDirs, userId: number): Promise<void> {
  const row = await db.deleteFrom('users').where('id', '=', userId).returning('profile_image').executeTakeFirst();
  await removeAvatar(dirs.avatarsDir, dirs.imageCacheDir, row?.profile_image ?? null);
}
