import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ErrorCode } from '../../../shared/errors';
import { AppError, serverBusy } from '../../errors';
import { createConcurrencyLimit } from '../../http/concurrencyLimit';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** One kind of upload: each side of the image at most `maxSide` pixels, else 400 `tooLarge`. */
export interface UploadedImageKind {
  maxSide: number;
  tooLarge: ErrorCode;
}

/**
 * Re-encodings of uploads running at once, for the whole process. Decoding takes memory in
 * proportion to the image's width (a 4096 px PNG about 45 MB, a 40000 × 1000 one 150 MB, freed
 * only when done): four at once took a server from 183 MB to 972 MB. One at a time, a few
 * waiting; past them 503 serverBusy at once.
 */
export const MAX_CONCURRENT_UPLOADED_IMAGES = 1;
/** Uploads that may wait their turn, each holding its body (2 MB for a profile image, 5 MB for a content image). */
export const MAX_WAITING_UPLOADED_IMAGES = 8;
const BUSY_RETRY_MS = 2000;

const reencoding = createConcurrencyLimit(MAX_CONCURRENT_UPLOADED_IMAGES, {
  maxWaiting: MAX_WAITING_UPLOADED_IMAGES,
  whenFull: () => serverBusy(BUSY_RETRY_MS),
});

/**
 * An uploaded image, recognised by its content (PNG, JPEG or WebP; SVG, GIF and anything else:
 * 415) and measured from its header, which sharp reads without decoding a pixel: a small file
 * declaring sides past `kind.maxSide` ("pixel flood") is refused with `kind.tooLarge` before it
 * takes any memory. `encode` then gets it turned upright by its EXIF orientation (so dropping the
 * metadata on output loses nothing the eye sees), and runs in its turn (MAX_CONCURRENT_UPLOADED_IMAGES).
 * Whatever sharp throws while decoding is the file's fault: 415.
 */
export async function reencodeUploadedImage<T>(upload: Buffer, kind: UploadedImageKind, encode: (image: Sharp) => Promise<T>): Promise<T> {
  let metadata: Metadata;
  try {
    // No pixel limit on reading the header: the sides are checked below, with their own code.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupportedFileType');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('unsupportedFileType');
  if (!(metadata.width <= kind.maxSide && metadata.height <= kind.maxSide)) throw new AppError(kind.tooLarge);
  return reencoding(async () => {
    try {
      // The pixel limit again, should the decoder see other sides than the header said.
      return await encode(sharp(upload, { limitInputPixels: kind.maxSide ** 2 }).rotate());
    } catch (error) {
      throw error instanceof AppError ? error : new AppError('unsupportedFileType');
    }
  });
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
