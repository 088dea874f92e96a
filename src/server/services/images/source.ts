import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SOURCE_PREFIXES } from '../../../shared/images';
import { AppError } from '../../errors';

export type ImageSourcePrefix = (typeof IMAGE_SOURCE_PREFIXES)[number];

/** The folder each public prefix is read from. */
export type ImageSourceRoots = Record<ImageSourcePrefix, string>;

/** A source file that is known to sit inside its root. */
export interface ImageSource {
  /** The public path, decoded and normalised (`/media/blog/pwa.svg`): the cache's name for it. */
  url: string;
  /** Absolute path with symbolic links resolved. */
  file: string;
  mtimeMs: number;
  size: number;
}

// Decoded, a segment may hold none of these: they would change how the path is read.
// eslint-disable-next-line no-control-regex -- NUL and other control characters are exactly what is refused
const FORBIDDEN_CHARACTERS = /[\\%?#\u0000-\u001f\u007f]/;

/**
 * Finds the file an `imageURL` names, or refuses it. Only a path under one of
 * IMAGE_SOURCE_PREFIXES is read, and only from inside that prefix's folder, after every
 * symbolic link is resolved; nothing is ever fetched from the network.
 * 400 badRequest: not one of our paths, or one that would leave its folder. 404 notFound: no such file.
 */
export async function locateImageSource(imageURL: string, roots: ImageSourceRoots): Promise<ImageSource> {
  const prefix = IMAGE_SOURCE_PREFIXES.find((candidate) => imageURL.startsWith(candidate));
  if (prefix === undefined) throw refused();

  // The value is a URL path: `%20` is a space. Decoded once; a `%` left after that is refused,
  // so `%252e%252e` cannot turn into `..` further down.
  const segments = decodePath(imageURL.slice(prefix.length)).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || FORBIDDEN_CHARACTERS.test(segment))) {
    throw refused();
  }

  const realRoot = await realRootOf(roots[prefix]);
  const file = await realpathOr404(path.join(realRoot, ...segments));
  const relative = path.relative(realRoot, file);
  // A symbolic link inside the folder may point anywhere: the resolved file must still be inside.
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw refused();

  const stats = await fs.stat(file);
  if (!stats.isFile()) throw new AppError('notFound');
  return { url: prefix + segments.join('/'), file, mtimeMs: stats.mtimeMs, size: stats.size };
}

/** 400, naming the parameter at fault. */
function refused(): AppError {
  return new AppError('badRequest', 400, { imageURL: 'badRequest' });
}

function decodePath(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw refused();
  }
}

// A root folder, once found, is not looked up again for each image: its links are a deployment's
// (a new one restarts the process). Not found is not kept: the avatars' folder comes with the first upload.
const realRoots = new Map<string, string>();

async function realRootOf(root: string): Promise<string> {
  let real = realRoots.get(root);
  if (real === undefined) realRoots.set(root, (real = await realpathOr404(root)));
  return real;
}

async function realpathOr404(file: string): Promise<string> {
  try {
    return await fs.realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new AppError('notFound');
    // ELOOP (a link cycle), ENAMETOOLONG, EACCES: a path we will not read.
    throw refused();
  }
}
