import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { removeCachedImages } from './images/service';
import { reencodeUploadedImage, storeImage } from './images/upload';
import { sweepUnreferenced } from './uploads';

export const AVATAR_SIZE = 512;
/**
 * The longest side a profile image may have, read from its header before decoding (400
 * profileImageTooLarge past it; the message names it). It is shown at AVATAR_SIZE at most; a
 * phone's 12 MP photo (4032 × 3024) fits, larger ones are over PROFILE_IMAGE_MAX_BYTES anyway.
 * Decoding a PNG this wide takes about 45 MB; the 40000 px the limit used to allow, 150 MB.
 */
export const AVATAR_MAX_SIDE = 4096;
/** Random names only: `<32 hex>.webp`. Anything else is never read from disk. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Checks the upload by its content (PNG, JPEG or WebP) and its sides (AVATAR_MAX_SIDE),
 * re-encodes it to a square WebP of at most 512 px (which also drops its metadata: location,
 * camera), and stores it under a random name. The original file name is never used.
 */
export async function saveAvatar(
  avatarsDir: string,
  upload: Buffer,
  logStorageError: (error: unknown, message: string) => void = () => {},
): Promise<string> {
  const image = await reencodeUploadedImage(upload, { maxSide: AVATAR_MAX_SIDE, tooLarge: 'profileImageTooLarge' }, (uploaded) =>
    uploaded.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
  );
  return storeImage(avatarsDir, 'webp', image, logStorageError, 'a profile image');
}

/** Removes a profile image and any resized copies the image endpoint cached of it. */
export async function removeAvatar(avatarsDir: string, imageCacheDir: string, name: string | null): Promise<void> {
  if (!name || !AVATAR_FILE_NAME.test(name)) return;
  await fs.rm(path.join(avatarsDir, name), { force: true });
  await removeCachedImages(imageCacheDir, `/uploads/avatars/${name}`);
}

/**
 * Removes profile images no account refers to (left by a crash between the file and its row), and
 * their resized copies: a served file must not outlive its account. Run at start-up; files newer
 * than `olderThanMs` are left alone.
 */
export async function sweepOrphanAvatars(db: Kysely<Database>, avatarsDir: string, imageCacheDir: string, olderThanMs = 0): Promise<string[]> {
  const referenced = async () =>
    new Set((await db.selectFrom('users').select('profile_image').where('profile_image', 'is not', null).execute()).map((row) => row.profile_image!));
  const removed = await sweepUnreferenced(avatarsDir, AVATAR_FILE_NAME, referenced, olderThanMs);
  for (const name of removed) await removeCachedImages(imageCacheDir, `/uploads/avatars/${name}`);
  return removed;
}
