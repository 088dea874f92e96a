import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors';

// A small file may still declare a huge image ("pixel flood"): refuse before decoding it.
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * An uploaded image, recognised by its content (PNG, JPEG or WebP; SVG, GIF and anything else:
 * 415), ready to re-encode: the EXIF orientation applied, so dropping the metadata (location,
 * camera) on output loses nothing the eye sees.
 */
export async function uploadedImage(upload: Buffer): Promise<Sharp> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('unsupportedFileType');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('unsupportedFileType');
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/**
 * Writes a re-encoded image under a new random name (`<32 hex>.<extension>`) in `dir`; the sender's
 * file name is never used. A full, read-only or missing disk is not the sender's fault: 503
 * storageUnavailable, the cause logged.
 */
export async function storeImage(
  dir: string,
  extension: string,
  image: Buffer,
  logStorageError: (error: unknown, message: string) => void,
  what: string,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), image, { flag: 'wx' });
  } catch (error) {
    await fs.rm(path.join(dir, name), { force: true }).catch(() => {});
    logStorageError(error, `could not store ${what}`);
    throw new AppError('storageUnavailable');
  }
  return name;
}
