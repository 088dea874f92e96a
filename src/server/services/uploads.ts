import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { stripBidiControls } from '../../shared/schemas/fields';
import { CV_MAX_BYTES, PDF_SIGNATURE } from '../../shared/schemas/limits';
import type { Database } from '../db/database';
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
 * Writes what it receives to a new file (`wx`: never an existing one). A disk failure (full,
 * read-only, folder missing) is not raised mid-stream: it is kept in `failure` and the rest is
 * read and dropped, so the sender still gets an answer and the multipart parser reads on.
 */
class DiskSink extends Writable {
  failure: unknown = null;
  private handle: fs.promises.FileHandle | null = null;

  constructor(private readonly file: string) {
    super();
  }

  override _construct(done: (error?: Error | null) => void): void {
    fs.promises
      .mkdir(path.dirname(this.file), { recursive: true })
      .then(() => fs.promises.open(this.file, 'wx'))
      .then((handle) => (this.handle = handle))
      .catch((error: unknown) => (this.failure = error))
      .finally(() => done());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.failure !== null || this.handle === null) return done();
    writeAll(this.handle, chunk).then(
      () => done(),
      (error: unknown) => {
        this.failure = error;
        done();
      },
    );
  }

  override _final(done: (error?: Error | null) => void): void {
    // Closing may report a delayed write error (NFS, quotas): it counts as a failure too.
    const handle = this.handle;
    this.handle = null;
    if (handle === null) return done();
    handle.close().catch((error: unknown) => (this.failure ??= error)).finally(() => done());
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = null;
    if (handle === null) return done(error);
    handle.close().catch(() => {}).finally(() => done(error));
  }
}

async function writeAll(handle: fs.promises.FileHandle, chunk: Buffer): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset);
    offset += bytesWritten;
  }
}

/** Told about a disk failure, which the sender only sees as 503 storageUnavailable. */
export type StorageErrorLog = (error: unknown, message: string) => void;

/**
 * Streams an uploaded CV to `uploads/cv/<random>.pdf`, never holding it in memory. Returns null
 * for an empty file (a form sent without a file), throws 415 unsupportedFileType for anything
 * but a PDF, 413 fileTooLarge past `maxBytes`, and 503 storageUnavailable when the disk fails
 * (full, read-only, folder missing); nothing is left on disk when it throws.
 * `source.truncated` is how a multipart parser says it stopped at its own size limit.
 */
export async function saveCv(
  uploadsDir: string,
  source: Readable & { truncated?: boolean },
  maxBytes = CV_MAX_BYTES,
  logStorageError: StorageErrorLog = () => {},
): Promise<StoredCv | null> {
  const key = `cv/${randomBytes(16).toString('hex')}.pdf`;
  const final = cvPath(uploadsDir, key);
  // Written under a temporary name, renamed once checked: a half-written file never looks like a CV.
  const temporary = `${final}.part`;
  const check = new PdfCheck(maxBytes);
  const sink = new DiskSink(temporary);
  try {
    await pipeline(source, check, sink);
    if (source.truncated === true) check.problem = 'fileTooLarge';
    if (check.problem !== null) throw new AppError(check.problem);
    if (sink.failure !== null) throw storageUnavailable(sink.failure, logStorageError);
    if (check.size === 0) {
      await fs.promises.rm(temporary, { force: true });
      return null;
    }
    await fs.promises.rename(temporary, final).catch((error: unknown) => {
      throw storageUnavailable(error, logStorageError);
    });
  } catch (error) {
    // A body cut short fails the pipeline while the file may still be opening: it is removed
    // once the sink has closed, or it would appear after the removal and stay.
    await finished(sink).catch(() => undefined);
    await fs.promises.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
  return { key, size: check.size };
}

function storageUnavailable(error: unknown, log: StorageErrorLog): AppError {
  log(error, 'could not store an uploaded CV');
  return new AppError('storageUnavailable');
}

export async function removeCv(uploadsDir: string, key: string | null | undefined): Promise<void> {
  if (!key || !CV_KEY.test(key)) return;
  await fs.promises.rm(cvPath(uploadsDir, key), { force: true });
}

const MAX_FILE_NAME_LENGTH = 120;

/**
 * The sender's file name, fit to show and to name an attachment: its last path segment, without
 * control characters nor bidirectional controls (which would show `cv\u202Efdp.exe` as
 * "cvexe.pdf"), at most 120 characters, ending in `.pdf`. Never used as a path. Stripped rather
 * than refused: the name is the browser's, not something the applicant typed.
 */
export function cleanPdfName(name: string | undefined, fallback = 'cv.pdf'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  let clean = stripBidiControls(base.replace(/[\u0000-\u001f\u007f"]/g, '')).replace(/\s+/g, ' ').trim();
  if (clean === '' || /^\.+$/.test(clean) || clean.replace(/\.pdf$/i, '') === '') return fallback;
  if (!/\.pdf$/i.test(clean)) clean = `${clean}.pdf`;
  if (clean.length > MAX_FILE_NAME_LENGTH) clean = `${clean.slice(0, MAX_FILE_NAME_LENGTH - 4)}.pdf`;
  return clean;
}

/**
 * How old an unreferenced upload must be before a start-up sweep removes it: longer than any
 * request may last, since another instance sharing the folder may be storing it right now.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Our own CV files (stored or half-written): the sweep never touches anything else. */
const CV_FILE_NAME = /^[0-9a-f]{32}\.pdf(?:\.part)?$/;
const CV_PART_NAME = /^[0-9a-f]{32}\.pdf\.part$/;

/**
 * How long a `.part` must have gone unwritten before the periodic sweep removes it: longer than a
 * request may last (SERVER_TIMEOUTS.requestMs, 5 minutes), so an upload still coming in, here or
 * on another instance sharing the folder, is never one.
 */
export const STALE_PART_MS = 10 * 60_000;

/**
 * Removes half-written CVs (`.part`) untouched for `olderThanMs`: left by a process killed
 * mid-upload. No row ever names one, so no database read; run while serving. Returns the keys removed.
 */
export async function sweepStaleCvParts(uploadsDir: string, olderThanMs = STALE_PART_MS): Promise<string[]> {
  const removed = await sweepUnreferenced(path.join(uploadsDir, 'cv'), CV_PART_NAME, async () => new Set(), olderThanMs);
  return removed.map((name) => `cv/${name}`);
}

/**
 * Removes CV files no candidacy refers to: half-written ones (`.part`) and any whose row was never
 * committed (a crash, a kill during shutdown). Run at start-up, when nothing is in flight; files
 * newer than `olderThanMs` are left alone, for a run while requests are served. Returns the keys removed.
 */
export async function sweepOrphanCvs(db: Kysely<Database>, uploadsDir: string, olderThanMs = 0): Promise<string[]> {
  const referenced = async () => new Set((await db.selectFrom('candidacies').select('cv_path').execute()).map((row) => row.cv_path.replace(/^cv\//, '')));
  const removed = await sweepUnreferenced(path.join(uploadsDir, 'cv'), CV_FILE_NAME, referenced, olderThanMs);
  return removed.map((name) => `cv/${name}`);
}

/**
 * Removes the files of `dir` whose name matches `ours` and that `referenced` does not name (read
 * only when there is something to check). Returns the names removed.
 */
export async function sweepUnreferenced(dir: string, ours: RegExp, referenced: () => Promise<Set<string>>, olderThanMs = 0): Promise<string[]> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(dir)).filter((name) => ours.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  if (names.length === 0) return [];
  const kept = await referenced();
  const cutoff = Date.now() - olderThanMs;
  const removed: string[] = [];
  for (const name of names) {
    if (kept.has(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat === null || !stat.isFile() || (olderThanMs > 0 && stat.mtimeMs > cutoff)) continue;
    await fs.promises.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
