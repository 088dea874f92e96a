import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { BufferLru } from './bufferLru';
import { createConcurrencyLimit } from './concurrencyLimit';
import type { OutputFormat, RequestedFormat } from './imageFormat';
import { resizeImage, type ResizedImage } from './imageResize';
import { locateImageSource, type ImageSource, type ImageSourceRoots } from './imageSource';

/** Change it when the resize or encoder settings change: every cached file and ETag changes with it. */
const RENDERING_VERSION = 1;

/** Larger sources are refused (413) before they are read into memory. */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** Resizes running at once; the others queue. Each holds its source and result in memory, so a burst stays bounded. */
export const MAX_CONCURRENT_RESIZES = Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * Resized images also kept in memory, up to this many bytes (one file at most a sixteenth of it).
 * A warm answer from the disk took open, stat, read and close in libuv's pool, and a 64 KB stream
 * buffer, for a 3 KB AVIF: about 2,500 answers a second on the bench's machine.
 */
export const MEMORY_CACHE_BYTES = 16 * 1024 * 1024;

export interface ImageServiceOptions {
  roots: ImageSourceRoots;
  cacheDir: string;
  maxConcurrentResizes?: number;
  memoryCacheBytes?: number;
  /** Told when a result could not be written to the cache (it is still served). */
  onCacheWriteError?: (error: unknown) => void;
}

export interface ImageVariantRequest {
  imageURL: string;
  width?: number;
  height?: number;
  /** From the request's Accept header (negotiateFormat). */
  requested: RequestedFormat;
}

/** One resized version of one source, known before any resizing: enough to answer a 304. */
export interface ImageVariant {
  source: ImageSource;
  width?: number;
  height?: number;
  requested: RequestedFormat;
  /** Strong ETag, quoted: a digest of the source, its modification time and size, the sizes and the format. */
  etag: string;
  /** Cache file path without its extension (the legacy format is only known after reading the source). */
  cacheBase: string;
}

export interface ImageService {
  /** Finds the source and names the variant. 400/404 for a path we refuse or do not have. */
  prepare(request: ImageVariantRequest): Promise<ImageVariant>;
  /** The variant's bytes: from memory, else the disk cache, else resized once however many requests ask at the same time. */
  render(variant: ImageVariant): Promise<ResizedImage>;
}

/**
 * Where `/media/...` and `/uploads/...` are read. Media come from the client build; outside
 * production, without a build, from public/media (what `npm run dev` serves), so development works.
 */
export function imageSourceRoots(config: AppConfig): ImageSourceRoots {
  const built = path.join(config.clientDir, 'media');
  const media = fs.existsSync(built) || config.isProduction ? built : path.resolve('public', 'media');
  return { '/media/': media, '/uploads/avatars/': config.avatarsDir };
}

export function createImageService({
  roots,
  cacheDir,
  maxConcurrentResizes = MAX_CONCURRENT_RESIZES,
  memoryCacheBytes = MEMORY_CACHE_BYTES,
  onCacheWriteError,
}: ImageServiceOptions): ImageService {
  const limit = createConcurrencyLimit(maxConcurrentResizes);
  const inFlight = new Map<string, Promise<ResizedImage>>();
  // Keyed like the cache files: the name holds the source's modification time and size, so a
  // changed source is another key, and a removed one is refused (404) before this is read.
  const memory = new BufferLru<ResizedImage>(memoryCacheBytes);

  async function produce(variant: ImageVariant): Promise<ResizedImage> {
    // A request that found no cache file may have queued behind the job that wrote it.
    const cached = await readCached(variant);
    if (cached) return cached;

    const input = await fs.promises.readFile(variant.source.file);
    const resized = await resizeImage(input, { width: variant.width, height: variant.height, format: variant.requested });
    await writeCacheFile(`${variant.cacheBase}.${resized.format}`, resized.data).catch((error: unknown) => onCacheWriteError?.(error));
    return resized;
  }

  return {
    async prepare({ imageURL, width, height, requested }) {
      const source = await locateImageSource(imageURL, roots);
      if (source.size > MAX_SOURCE_BYTES) throw new AppError('fileTooLarge');
      const digest = hash(JSON.stringify([RENDERING_VERSION, source.url, source.mtimeMs, source.size, width ?? null, height ?? null, requested]));
      return { source, width, height, requested, etag: `"${digest}"`, cacheBase: path.join(sourceCacheDir(cacheDir, source.url), digest) };
    },

    async render(variant) {
      const kept = memory.get(variant.cacheBase);
      if (kept !== undefined) return kept;

      let job = inFlight.get(variant.cacheBase);
      if (job === undefined) {
        // Identical requests share one read of the disk cache too; only a resize waits for a slot.
        job = readCached(variant)
          .then((cached) => cached ?? limit(() => produce(variant)))
          .then((image) => {
            memory.set(variant.cacheBase, image);
            return image;
          })
          .finally(() => inFlight.delete(variant.cacheBase));
        inFlight.set(variant.cacheBase, job);
      }
      return job;
    },
  };
}

/**
 * Removes every cached size of a source (`/uploads/ab12.webp`), for when the source is deleted:
 * its resized copies must not outlive it.
 */
export async function removeCachedImages(cacheDir: string, imageURL: string): Promise<void> {
  await fs.promises.rm(sourceCacheDir(cacheDir, imageURL), { recursive: true, force: true });
}

// One folder per source, so that its copies can be removed together.
function sourceCacheDir(cacheDir: string, url: string): string {
  return path.join(cacheDir, hash(url).slice(0, 32));
}

function hash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('base64url');
}

function candidateFormats(requested: RequestedFormat): OutputFormat[] {
  return requested === 'legacy' ? ['jpeg', 'png'] : [requested];
}

/** The cached file's bytes, or null when none of the variant's formats is on disk. */
async function readCached(variant: ImageVariant): Promise<ResizedImage | null> {
  for (const format of candidateFormats(variant.requested)) {
    try {
      return { format, data: await fs.promises.readFile(`${variant.cacheBase}.${format}`) };
    } catch {
      // Missing or unreadable: the image is made again, and its file written anew.
    }
  }
  return null;
}

/** Written beside, then renamed: a reader never sees half a file, even with several processes. */
async function writeCacheFile(file: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}
