import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminImage } from '../../../../shared/admin';
import { MAX_IMAGE_DIMENSION } from '../../../../shared/images';
import { CONTENT_UPLOADS_PREFIX } from '../../../../shared/schemas/admin';
import type { AppConfig } from '../../../config';
import { AppError } from '../../../errors';
import { reencodeUploadedImage, storeImage } from '../../images/upload';

/** Where the staff's content images are kept: beside the other uploads, shared by every instance. */
export function contentImagesDir(config: Pick<AppConfig, 'uploadsDir'>): string {
  return path.join(config.uploadsDir, 'content');
}

/**
 * The longest side a content image may have, read from its header before decoding (400
 * contentImageTooLarge past it; the message names it): a 45 MP camera's photo (8192 × 5464). It is
 * stored and shown at MAX_IMAGE_DIMENSION at most.
 */
export const CONTENT_IMAGE_MAX_SIDE = 8192;

/**
 * Checks an uploaded content image by its content and its sides (CONTENT_IMAGE_MAX_SIDE), re-encodes it as WebP no larger than the
 * image endpoint ever serves (the metadata dropped), and stores it under a random name. The
 * entry then names its URL; the image endpoint resizes it like the site's own media.
 */
export async function saveContentImage(
  config: Pick<AppConfig, 'uploadsDir'>,
  upload: Buffer,
  logStorageError: (error: unknown, message: string) => void = () => {},
): Promise<AdminImage> {
  const encoded = await reencodeUploadedImage(upload, { maxSide: CONTENT_IMAGE_MAX_SIDE, tooLarge: 'contentImageTooLarge' }, (uploaded) =>
    uploaded.resize(MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 88 }).toBuffer({ resolveWithObject: true }),
  );
  const name = await storeImage(contentImagesDir(config), 'webp', encoded.data, logStorageError, 'a content image');
  return { url: `${CONTENT_UPLOADS_PREFIX}${name}`, width: encoded.info.width, height: encoded.info.height };
}

/**
 * Refuses (400 notValidImage on `field`) an uploaded image's URL whose file is not there: a URL
 * typed by hand, or one of another deployment. The site's own media are checked by their pattern only.
 */
export async function checkUploadedImage(config: Pick<AppConfig, 'uploadsDir'>, field: string, url: string | null): Promise<void> {
  if (url === null || !url.startsWith(CONTENT_UPLOADS_PREFIX)) return;
  try {
    await fs.access(path.join(contentImagesDir(config), url.slice(CONTENT_UPLOADS_PREFIX.length)));
  } catch {
    throw new AppError('notValidImage', 400, { [field]: 'notValidImage' });
  }
}
