import path from 'node:path';
import type { AdminImage } from '../../../../shared/admin';
import { MAX_IMAGE_DIMENSION } from '../../../../shared/images';
import { CONTENT_UPLOADS_PREFIX } from '../../../../shared/schemas/admin';
import type { AppConfig } from '../../../config';
import { AppError } from '../../../errors';
import { storeImage, uploadedImage } from '../../images/upload';

/** Where the staff's content images are kept: beside the other uploads, shared by every instance. */
export function contentImagesDir(config: Pick<AppConfig, 'uploadsDir'>): string {
  return path.join(config.uploadsDir, 'content');
}

/**
 * Checks an uploaded content image by its content, re-encodes it as WebP no larger than the
 * image endpoint ever serves (the metadata dropped), and stores it under a random name. The
 * entry then names its URL; the image endpoint resizes it like the site's own media.
 */
export async function saveContentImage(
  config: Pick<AppConfig, 'uploadsDir'>,
  upload: Buffer,
  logStorageError: (error: unknown, message: string) => void = () => {},
): Promise<AdminImage> {
  let encoded: { data: Buffer; info: { width: number; height: number } };
  try {
    encoded = await (await uploadedImage(upload))
      .resize(MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('unsupportedFileType');
  }
  const name = await storeImage(contentImagesDir(config), 'webp', encoded.data, logStorageError, 'a content image');
  return { url: `${CONTENT_UPLOADS_PREFIX}${name}`, width: encoded.info.width, height: encoded.info.height };
}
