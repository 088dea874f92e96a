import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { IMAGE_CACHE_DEFAULT_MB, type AppConfig } from '../../config';
import { AppError } from '../../errors';
import { createConcurrencyLimit } from '../../http/concurrencyLimit';
import { contentImagesDir } from '../content/admin/images';
import type { OutputFormat, RequestedFormat } from './format';
import { resizeImage, type ResizedImage } from './resize';
import { locateImageSource, type ImageSource, type ImageSourcePrefix, type ImageSourceRoots } from './source';

/** Change it when the resize or encoder settings change: every cached file and ETag changes with it. */
const RENDERING_VERSION = 1;

/** Larger sources are refused (413) before they are read into memory. */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** Resizes running at once; the others queue. Each holds its source and result in memory, so a burst stays bounded. */
export const MAX_CONCURRENT_RESIZES = Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * Resized images also kept in memory, up to this many bytes (one file at most a sixteenth of it, so
 * one big file cannot push out many small ones): a warm answer from the disk costs several calls
 * in libuv's pool and a buffer each time (figures in bench/RESULTS.md).
 */
export const MEMORY_CACHE_BYTES = 16 * 1024 * 1024;

/** Variants of sources in fixed folders named at most this many (the least recently asked out first): different spellings of one path are each a name. */
export const KNOWN_VARIANTS = 1000;

export interface ImageServiceOptions {
  roots: ImageSourceRoots;
  /**
   * Prefixes whose folder keeps the same files for as long as the process runs (fixedImagePrefixes).
   * A variant of a source found there is named once: finding a source is two calls in libuv's pool
   * and the objects that wait for them, a third of a warm image answer's CPU (bench/RESULTS.md).
   */
  fixedPrefixes?: readonly ImageSourcePrefix[];
  cacheDir: string;
  /** The resized files on disk stay under this many bytes, the least recently served removed first. */
  diskCacheBytes?: number;
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
 * production, without a build, from public/media, so the API works before any build.
 */
export function imageSourceRoots(config: AppConfig): ImageSourceRoots {
  const built = path.join(config.clientDir, 'media');
  const media = fs.existsSync(built) || config.isProduction ? built : path.resolve('public', 'media');
  return { '/media/': media, '/uploads/avatars/': config.avatarsDir, '/uploads/content/': contentImagesDir(config) };
}

/**
 * The prefixes read from the client build, whose files change only with a new build, and a new
 * build restarts the process (the static files' routes are made at start-up for the same reason).
 * Uploads come and go while it runs; public/media, read without a build, is edited by hand.
 */
export function fixedImagePrefixes(config: AppConfig): ImageSourcePrefix[] {
  return imageSourceRoots(config)['/media/'] === path.join(config.clientDir, 'media') ? ['/media/'] : [];
}

export function createImageService({
  roots,
  fixedPrefixes = [],
  cacheDir,
  diskCacheBytes = IMAGE_CACHE_DEFAULT_MB * 1024 * 1024,
  maxConcurrentResizes = MAX_CONCURRENT_RESIZES,
  memoryCacheBytes = MEMORY_CACHE_BYTES,
  onCacheWriteError,
}: ImageServiceOptions): ImageService {
  const limit = createConcurrencyLimit(maxConcurrentResizes);
  const inFlight = new Map<string, Promise<ResizedImage>>();
  // Keyed like the cache files: the name holds the source's modification time and size, so a
  // changed source is another key, and a removed one is refused (404) before this is read.
  const memory = new LRUCache<string, ResizedImage>({
    maxSize: memoryCacheBytes,
    maxEntrySize: memoryCacheBytes / 16,
    sizeCalculation: (image) => Math.max(1, image.data.length),
  });
  const disk = createDiskCache(cacheDir, diskCacheBytes, onCacheWriteError);
  const known = new LRUCache<string, ImageVariant>({ max: KNOWN_VARIANTS });

  async function name({ imageURL, width, height, requested }: ImageVariantRequest): Promise<ImageVariant> {
    const source = await locateImageSource(imageURL, roots);
    if (source.size > MAX_SOURCE_BYTES) throw new AppError('fileTooLarge');
    const digest = hash(JSON.stringify([RENDERING_VERSION, source.url, source.mtimeMs, source.size, width ?? null, height ?? null, requested]));
    return { source, width, height, requested, etag: `"${digest}"`, cacheBase: path.join(sourceCacheDir(cacheDir, source.url), digest) };
  }

  async function readCached(variant: ImageVariant): Promise<ResizedImage | null> {
    const found = await readCachedFile(variant);
    if (found) disk.used(`${variant.cacheBase}.${found.format}`, found.data.length);
    return found;
  }

  async function produce(variant: ImageVariant): Promise<ResizedImage> {
    // A request that found no cache file may have queued behind the job that wrote it.
    const cached = await readCached(variant);
    if (cached) return cached;

    const input = await fs.promises.readFile(variant.source.file);
    const resized = await resizeImage(input, { width: variant.width, height: variant.height, format: variant.requested });
    const file = `${variant.cacheBase}.${resized.format}`;
    await writeCacheFile(file, resized.data).then(
      () => disk.used(file, resized.data.length),
      (error: unknown) => onCacheWriteError?.(error),
    );
    return resized;
  }

  return {
    async prepare(request) {
      if (!fixedPrefixes.some((prefix) => request.imageURL.startsWith(prefix))) return name(request);
      // The URL last: the three before it hold no space. Refusals are not kept, only found sources.
      const key = `${request.requested} ${request.width} ${request.height} ${request.imageURL}`;
      let variant = known.get(key);
      if (variant === undefined) known.set(key, (variant = await name(request)));
      return variant;
    },

    async render(variant) {
      const kept = memory.get(variant.cacheBase);
      if (kept !== undefined) {
        // Served from memory is served all the same: its file is recently used too.
        disk.touch(`${variant.cacheBase}.${kept.format}`);
        return kept;
      }

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

interface DiskCache {
  /** A file of the cache was just written or read: it is the most recently used, and counted. */
  used(file: string, size: number): void;
  /** A file served from memory: the most recently used, if it is still on disk. */
  touch(file: string): void;
}

/**
 * The resized files on disk, by path, least recently used first out once their total passes
 * `maxBytes`. At start it counts the files already there, the oldest (by modification time) first
 * in line, and removes temporary files a crash left.
 */
function createDiskCache(cacheDir: string, maxBytes: number, onError?: (error: unknown) => void): DiskCache {
  const remove = (file: string) => void fs.promises.rm(file, { force: true }).catch((error: unknown) => onError?.(error));
  const files = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') remove(file);
    },
  });
  const used = (file: string, size: number) => {
    if (files.get(file) === size) return;
    // Larger than the whole cap: not kept at all.
    if (size > maxBytes) remove(file);
    else files.set(file, size);
  };
  for (const { file, size } of filesOnDisk(cacheDir)) {
    if (file.endsWith('.tmp')) remove(file);
    else used(file, size);
  }
  return { used, touch: (file) => void files.get(file) };
}

/** Every file under `dir`, oldest first; none when it does not exist yet. */
function filesOnDisk(dir: string): { file: string; size: number }[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return { file, size: stat?.size ?? 0, mtimeMs: stat?.mtimeMs ?? 0 };
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs);
}

/** The cached file's bytes, or null when none of the variant's formats is on disk. */
async function readCachedFile(variant: ImageVariant): Promise<ResizedImage | null> {
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
