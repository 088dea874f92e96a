import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors';
import type { OutputFormat, RequestedFormat } from './format';

/**
 * Sources larger than this are refused before they are decoded (about 7000 × 7000, a large
 * camera photo): a small file that declares a huge size cannot make the server allocate gigabytes.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Formats sharp may read here. PDF, RAW and whatever else libvips knows are refused: uploads hold CVs too. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'svg', 'heif', 'tiff']);

export interface ResizeRequest {
  width?: number;
  height?: number;
  format: RequestedFormat;
}

export interface ResizedImage {
  data: Buffer;
  format: OutputFormat;
}

/**
 * Resizes with sharp: `cover` when both sides are given, keeping the ratio otherwise, never
 * larger than the source; turned upright by its EXIF orientation, metadata stripped.
 * 400 badRequest: over MAX_INPUT_PIXELS. 415 unsupportedFileType: not an image we read, or a broken one.
 * SVG is read from a buffer, without a base address, so librsvg loads no external file or URL.
 */
export async function resizeImage(input: Buffer, { width, height, format }: ResizeRequest): Promise<ResizedImage> {
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS };
    const metadata = await sharp(input, options).metadata();
    if (!SOURCE_FORMATS.has(metadata.format)) throw new AppError('unsupportedFileType');

    const output: OutputFormat = format === 'legacy' ? (metadata.hasAlpha ? 'png' : 'jpeg') : format;
    const pipeline = sharp(input, options)
      .rotate()
      .resize({ width, height, fit: width !== undefined && height !== undefined ? 'cover' : 'inside', withoutEnlargement: true });
    return { data: await encode(pipeline, output).toBuffer(), format: output };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Everything sharp throws here is about the input: an unknown format, a corrupt file, the size limit.
    const message = error instanceof Error ? error.message : '';
    throw new AppError(/pixel limit/i.test(message) ? 'badRequest' : 'unsupportedFileType');
  }
}

// Settings chosen for photos and flat illustrations alike; AVIF effort is kept low because a cold request waits for it.
function encode(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 80, progressive: true, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
  }
}
