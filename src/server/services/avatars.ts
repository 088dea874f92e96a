import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { removeCachedImages } from './images/service';
import { sweepUnreferenced } from './uploads';

export const AVATAR_SIZE = 512;
/** Random names only: `<32 hex>.webp`. Anything else is never read from disk. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
// A small file may still declare a huge image ("pixel flood"): refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Checks the upload by its content (PNG, JPEG or WebP), re-encodes it to a square WebP of at
 * most 512 px (which also drops its metadata: location, camera), and stores it under a random
 * name. The original file name is never used.
 */
export async function saveAvatar(
  avatarsDir: string,
  upload: Buffer,
  logStorageError: (error: unknown, message: string) => void = () => {},
): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('unsupportedFileType');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('unsupportedFileType');
  let image: Buffer;
  try {
    image = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('unsupportedFileType');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  try {
    await fs.mkdir(avatarsDir, { recursive: true });
    await fs.writeFile(path.join(avatarsDir, name), image, { flag: 'wx' });
  } catch (error) {
    // A full, read-only or missing disk is not the visitor's fault: a clear 503, the cause logged.
    await fs.rm(path.join(avatarsDir, name), { force: true }).catch(() => {});
    logStorageError(error, 'could not store a profile image');
    throw new AppError('storageUnavailable');
  }
  return name;
}

/** Removes a profile image and any resized copies the image endpoint cached of it. */
export async function removeAvatar(avatarsDir: string, imageCacheDir: string, name: string | null): Promise<void> {
  if (!name || !AVATAR_FILE_NAME.test(name)) return;
  await fs.rm(path.join(avatarsDir, name), { force: true });
  await removeCachedImages(imageCacheDir, `/uploads/avatars/${name}`);
}

/**
 * Removes profile images no account refers to (left by a crash between the file and its row), and
 * their resized copies: a served file must not outlive its account. Run at start-up.
 */
export async function sweepOrphanAvatars(db: Kysely<Database>, avatarsDir: string, imageCacheDir: string): Promise<string[]> {
  const referenced = async () =>
    new Set((await db.selectFrom('users').select('profile_image').where('profile_image', 'is not', null).execute()).map((row) => row.profile_image!));
  const removed = await sweepUnreferenced(avatarsDir, AVATAR_FILE_NAME, referenced);
  for (const name of removed) await removeCachedImages(imageCacheDir, `/uploads/avatars/${name}`);
  return removed;
}
