import { CONTENT_KINDS, type ContentTableName } from '../../shared/contentKinds';
import type { ContentTables } from './tables/content';

/**
 * Every content table, one per content kind: each must move the content version (portable.ts,
 * bumpsContentVersion, in its migration); a test checks each one's triggers and writes to it.
 */
export const CONTENT_TABLES: readonly ContentTableName[] = CONTENT_KINDS.map((kind) => kind.table);
// A table typed in tables/content.ts without a kind, or a kind without its table type, fails tsc here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const TABLES_MATCH_KINDS: Same<keyof ContentTables, ContentTableName> = true;

/** Where the content version row is read (database.ts has SQLite's and PostgreSQL's). */
export interface VersionSource {
  /** The row's version now; null once the database is closed. */
  read(): number | null | Promise<number | null>;
  /** Calls `onVersion` as soon as another connection's commit moves the row, where the database can say so. */
  listen?(onVersion: (version: number) => void): void;
  close(): Promise<void> | void;
}

export interface ContentVersionOptions {
  /**
   * How often the row (and the clock, for scheduled changes) is looked at, in ms (0: on every
   * call). A source that listens is polled on a timer, as a fallback; otherwise the check runs on
   * the next call after the interval, so an idle process reads nothing.
   */
  checkEveryMs?: number;
  /** When the next scheduled change happens (a row becomes public, a job closes), in ms since epoch, or null: content changes then too. */
  nextScheduledChange?: () => Promise<number | null>;
  now?: () => number;
}

/** SQLite's read costs a few microseconds, too much for every request. */
export const DEFAULT_CHECK_EVERY_MS = 20;
/** PostgreSQL says at commit (NOTIFY); the poll only covers a lost notification or connection. */
export const DEFAULT_POLL_EVERY_MS = 500;

/**
 * A number that changes whenever what the content routes answer may have changed:
 * - the content_version row moved (a write to a content table, by any process): at once for a
 *   write through this process (`refresh()` after it), on NOTIFY, or within checkEveryMs;
 * - the clock passing the date of a scheduled article, project or job, or a job's closing date, within checkEveryMs.
 */
export class ContentVersion {
  #version = 1;
  #due = true;
  #rowVersion = -Infinity;
  /** Ms since epoch of the next scheduled change; Infinity while unknown or none. */
  #nextScheduledChangeAt = Infinity;
  #scheduleKnown = false;
  #closed = false;
  readonly #listeners = new Set<(version: number) => void>();
  readonly #source: VersionSource;
  readonly #timer: NodeJS.Timeout | undefined;
  readonly #checkEveryMs: number;
  readonly #nextScheduledChange: (() => Promise<number | null>) | undefined;
  readonly #now: () => number;

  constructor(source: VersionSource, { checkEveryMs = DEFAULT_CHECK_EVERY_MS, nextScheduledChange, now = Date.now }: ContentVersionOptions = {}) {
    this.#source = source;
    this.#checkEveryMs = checkEveryMs;
    this.#nextScheduledChange = nextScheduledChange;
    this.#now = now;
    const polled = source.listen !== undefined;
    source.listen?.((version) => this.#saw(version));
    if (checkEveryMs > 0) {
      this.#timer = setInterval(() => {
        this.#due = true;
        if (polled) this.#check();
      }, checkEveryMs).unref();
    }
  }

  /** Reads the row once, so that the first change seen is a real one. */
  async start(): Promise<void> {
    const version = await this.#source.read();
    if (version !== null) this.#rowVersion = Math.max(this.#rowVersion, version);
  }

  /** The current version: equal values mean the content answers are unchanged. */
  current(): number {
    if (this.#due) this.#check();
    return this.#version;
  }

  /** Reads the row now (after a write through this process): resolves once a move is seen. */
  async refresh(): Promise<void> {
    const version = await this.#source.read();
    if (version !== null) this.#saw(version);
  }

  /** Calls `listener` with the new version as soon as a change is noticed; answers the unsubscribe. */
  onChange(listener: (version: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#listeners.clear();
    await this.#source.close();
  }

  /** The row's version seen; versions only grow, so a late read of an older one changes nothing. */
  #saw(version: number): void {
    if (version <= this.#rowVersion) return;
    this.#rowVersion = version;
    this.#changed();
  }

  #changed(): void {
    this.#version += 1;
    this.#scheduleKnown = false;
    this.#nextScheduledChangeAt = Infinity;
    for (const listener of this.#listeners) listener(this.#version);
  }

  #check(): void {
    // Closed with the app: nothing can change any more.
    if (this.#closed) return;
    this.#due = this.#checkEveryMs === 0;
    const version = this.#source.read();
    if (typeof version === 'number') this.#saw(version);
    else if (version instanceof Promise) version.then((read) => read !== null && this.#saw(read), () => {});
    if (this.#now() >= this.#nextScheduledChangeAt) this.#changed();
    if (!this.#scheduleKnown) this.#learnSchedule();
  }

  /** Asks when the next scheduled change is through Kysely (so never inside another query's transaction). */
  #learnSchedule(): void {
    if (this.#nextScheduledChange === undefined) return;
    this.#scheduleKnown = true;
    const asked = this.#version;
    this.#nextScheduledChange().then(
      (at) => {
        // A change meanwhile makes the answer outdated; the next check asks again.
        if (this.#version === asked) this.#nextScheduledChangeAt = at ?? Infinity;
      },
      () => {
        // The database is closing, or failed: ask again on a later check.
        if (this.#version === asked) this.#scheduleKnown = false;
      },
    );
  }
}
