import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ContentVersion, DEFAULT_CHECK_EVERY_MS, DEFAULT_POLL_EVERY_MS, type ContentVersionOptions } from '../db/contentVersion';
import { connect, type Database } from '../db/database';
import { migrations } from '../db/migrations/all';
import { migrateToLatest } from '../db/migrator';
import type { DatabaseKind } from '../db/portable';
import { seedIfEmpty } from '../db/seed/loader';
import { underStartupLock } from '../db/startupLock';
import { sampleContent } from '../db/seed/sampleContent';
import { nextScheduledChange } from '../services/content/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Which database `db` is (DATABASE_URL): SQLite or PostgreSQL. */
    dbKind: DatabaseKind;
    /** Changes whenever content answers may have changed; compare for equality (docs/server.md). */
    contentVersion(): number;
    /** Calls `listener` when a content change is noticed; answers the unsubscribe. */
    onContentChange(listener: (version: number) => void): () => void;
    /** Reads the content version now: after a transaction's commit, so this process's next answer has the change. */
    refreshContentVersion(): Promise<void>;
  }
}

export interface DatabaseOptions {
  /** false: leave an empty database empty (tests that bring their own content). Default: load the sample content. */
  seed?: boolean;
  /** How often other processes' commits and scheduled changes are looked for (tests use 0: every request). */
  contentCheckEveryMs?: ContentVersionOptions['checkEveryMs'];
}

/**
 * `app.db` (Kysely over SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set; migrated,
 * with the sample content when empty) and the content version: anything that keeps something
 * derived from content (the answer cache, the rendered pages) compares it before reuse
 * (docs/database.md). The database closes with the app.
 */
export default fp<DatabaseOptions>(
  async function database(app, { seed = true, contentCheckEveryMs }) {
    const { databaseUrl, dbFile, databasePoolSize } = app.config;
    const opened = connect({ url: databaseUrl, file: dbFile, poolSize: databasePoolSize });
    const { db } = opened;
    let contentVersion: ContentVersion | null = null;
    const close = async () => {
      await contentVersion?.close();
      await db.destroy();
    };
    try {
      // Two instances starting together: one migrates and seeds, the other then finds it done.
      await underStartupLock(db, async (locked) => {
        await migrateToLatest(locked, migrations);
        if (seed) await seedIfEmpty(locked, sampleContent);
      });
      const checkEveryMs = contentCheckEveryMs ?? (opened.kind === 'postgres' ? DEFAULT_POLL_EVERY_MS : DEFAULT_CHECK_EVERY_MS);
      contentVersion = new ContentVersion(opened.contentVersionSource(), { checkEveryMs, nextScheduledChange: () => nextScheduledChange(db) });
      await contentVersion.start();
    } catch (error) {
      await close();
      throw error;
    }
    const version = contentVersion;
    // A content write through this process (seed, tests, a future editor) shows in the next
    // answer; reading the row after any write is cheaper than telling which tables a query wrote.
    // A failed read leaves it to the next check: the write itself succeeded.
    opened.afterWrites(() => version.refresh().catch(() => {}));
    app.decorate('db', db);
    app.decorate('dbKind', opened.kind);
    app.decorate('contentVersion', () => version.current());
    app.decorate('onContentChange', (listener: (version: number) => void) => version.onChange(listener));
    app.decorate('refreshContentVersion', () => version.refresh().catch(() => {}));
    app.addHook('onClose', close);
  },
  { name: 'database', dependencies: ['config'] },
);
