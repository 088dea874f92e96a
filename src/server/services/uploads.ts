import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CV_MAX_BYTES, PDF_SIGNATURE } from '../../shared/schemas/messages';
import { AppError } from '../errors';

/** Storage keys of CVs, relative to the uploads folder: random names only, anything else is never touched. */
export const CV_KEY = /^cv\/[0-9a-f]{32}\.pdf$/;

export interface StoredCv {
  /** `cv/<32 hex>.pdf`, relative to the uploads folder. */
  key: string;
  size: number;
}

export function cvPath(uploadsDir: string, key: string): string {
  if (!CV_KEY.test(key)) throw new Error(`Not a CV storage key: ${key}`);
  return path.join(uploadsDir, key);
}

const SIGNATURE = Buffer.from(PDF_SIGNATURE, 'latin1');

/**
 * Passes the bytes through while checking them: the first ones must be `%PDF-`, and no more than
 * `maxBytes` may come. A bad file is not an error here: the rest is read and dropped, so the
 * sender gets an answer instead of a connection reset mid-upload, and the caller decides.
 */
class PdfCheck extends Transform {
  size = 0;
  problem: 'unsupportedFileType' | 'fileTooLarge' | null = null;
  private head: Buffer | null = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.problem !== null) return done();
    if (this.size > this.maxBytes) {
      this.problem = 'fileTooLarge';
      return done();
    }
    if (this.head === null) return done(null, chunk);
    // The signature may be split across chunks: hold the first bytes until there are enough.
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SIGNATURE.length) return done();
    const head = this.head;
    this.head = null;
    if (!head.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
      this.problem = 'unsupportedFileType';
      return done();
    }
    done(null, head);
  }

  override _flush(done: TransformCallback): void {
    // A few bytes, too short to hold the signature.
    if (this.problem === null && this.head !== null && this.head.length > 0) this.problem = 'unsupportedFileType';
    done();
  }
}

/**
 * Streams an uploaded CV to `uploads/cv/<random>.pdf`, never holding it in memory. Returns null
 * for an empty file (a form sent without a file), throws 415 unsupportedFileType for anything
 * but a PDF and 413 fileTooLarge past `maxBytes`; nothing is left on disk when it throws.
 * `source.truncated` is how a multipart parser says it stopped at its own size limit.
 */
export async function saveCv(uploadsDir: string, source: Readable & { truncated?: boolean }, maxBytes = CV_MAX_BYTES): Promise<StoredCv | null> {
  const key = `cv/${randomBytes(16).toString('hex')}.pdf`;
  const final = cvPath(uploadsDir, key);
  // Written under a temporary name, renamed once checked: a half-written file never looks like a CV.
  const temporary = `${final}.part`;
  await fs.promises.mkdir(path.dirname(final), { recursive: true });
  const check = new PdfCheck(maxBytes);
  try {
    await pipeline(source, check, fs.createWriteStream(temporary, { flags: 'wx' }));
    if (source.truncated === true) check.problem = 'fileTooLarge';
    if (check.problem !== null) throw new AppError(check.problem);
    if (check.size === 0) {
      await fs.promises.rm(temporary, { force: true });
      return null;
    }
    await fs.promises.rename(temporary, final);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  return { key, size: check.size };
}

export async function removeCv(uploadsDir: string, key: string | null | undefined): Promise<void> {
  if (!key || !CV_KEY.test(key)) return;
  await fs.promises.rm(cvPath(uploadsDir, key), { force: true });
}

const MAX_FILE_NAME_LENGTH = 120;

/**
 * The sender's file name, fit to show and to name an attachment: its last path segment, without
 * control characters, at most 120 characters, ending in `.pdf`. Never used as a path.
 */
export function cleanPdfName(name: string | undefined, fallback = 'cv.pdf'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  let clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\s+/g, ' ').trim();
  if (clean === '' || /^\.+$/.test(clean) || clean.replace(/\.pdf$/i, '') === '') return fallback;
  if (!/\.pdf$/i.test(clean)) clean = `${clean}.pdf`;
  if (clean.length > MAX_FILE_NAME_LENGTH) clean = `${clean.slice(0, MAX_FILE_NAME_LENGTH - 4)}.pdf`;
  return clean;
}
