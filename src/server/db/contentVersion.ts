import type SQLite from 'better-sqlite3';
import type { ContentTables } from './tables/content';

/** Every content table (the type makes the list complete): a write to one changes what the content routes answer. */
const CONTENT_TABLES: Record<keyof ContentTables, true> = { articles: true, categories: true, clients: true, projects: true, jobs: true, items: true };

const NAMES_A_CONTENT_TABLE = new RegExp(`\\b(?:${Object.keys(CONTENT_TABLES).join('|')})\\b`, 'i');

/** Whether a writing statement's SQL may touch content (a false positive only costs a cache refill). */
export function writesContent(sql: string): boolean {
  return NAMES_A_CONTENT_TABLE.test(sql);
}

export interface ContentVersionOptions {
  /**
   * Other processes' commits and the clock are looked at most once per this many ms, on the next
   * call (0: on every call). `PRAGMA data_version` costs about 4 µs, too much for every request.
   */
  checkEveryMs?: number;
  /** When the next scheduled change happens (a row becomes public, a job closes), in ms since epoch, or null: content changes then too. */
  nextScheduledChange?: () => Promise<number | null>;
  now?: () => number;
}

export const DEFAULT_CHECK_EVERY_MS = 20;

/**
 * A number that changes whenever what the content routes answer may have changed:
 * - a write to a content table through this process (`changed()`, called by the statement wrapper);
 * - a commit by any other connection to the same file (`PRAGMA data_version`), within checkEveryMs;
 * - the clock passing the date of a scheduled article, project or job, or a job's closing date, within checkEveryMs.
 */
export class ContentVersion {
  #version = 1;
  #due = true;
  #dataVersion: unknown;
  /** Ms since epoch of the next scheduled change; Infinity while unknown or none. */
  #nextScheduledChangeAt = Infinity;
  #scheduleKnown = false;
  readonly #listeners = new Set<(version: number) => void>();
  readonly #sqlite: SQLite.Database;
  readonly #dataVersionStatement: SQLite.Statement;
  readonly #timer: NodeJS.Timeout | undefined;
  readonly #checkEveryMs: number;
  readonly #nextScheduledChange: (() => Promise<number | null>) | undefined;
  readonly #now: () => number;

  constructor(sqlite: SQLite.Database, { checkEveryMs = DEFAULT_CHECK_EVERY_MS, nextScheduledChange, now = Date.now }: ContentVersionOptions = {}) {
    this.#sqlite = sqlite;
    this.#dataVersionStatement = sqlite.prepare('pragma data_version').pluck();
    this.#dataVersion = this.#dataVersionStatement.get();
    this.#checkEveryMs = checkEveryMs;
    this.#nextScheduledChange = nextScheduledChange;
    this.#now = now;
    // The timer only marks a check as due; the check itself runs on the next call, if any.
    if (checkEveryMs > 0) this.#timer = setInterval(() => (this.#due = true), checkEveryMs).unref();
  }

  /** The current version: equal values mean the content answers are unchanged. */
  current(): number {
    if (this.#due) this.#check();
    return this.#version;
  }

  /** Content was written through this process. */
  changed(): void {
    this.#version += 1;
    this.#scheduleKnown = false;
    this.#nextScheduledChangeAt = Infinity;
    for (const listener of this.#listeners) listener(this.#version);
  }

  /** Calls `listener` with the new version as soon as a change is noticed; answers the unsubscribe. */
  onChange(listener: (version: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    clearInterval(this.#timer);
    this.#listeners.clear();
  }

  #check(): void {
    // Closed with the app: nothing can change any more.
    if (!this.#sqlite.open) return;
    this.#due = this.#checkEveryMs === 0;
    const dataVersion = this.#dataVersionStatement.get();
    if (dataVersion !== this.#dataVersion) {
      this.#dataVersion = dataVersion;
      this.changed();
    }
    if (this.#now() >= this.#nextScheduledChangeAt) this.changed();
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
