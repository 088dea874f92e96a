import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ContentVersion, writesContent, type ContentVersionOptions } from '../db/contentVersion';
import { databaseOver, openConnection, type Database } from '../db/database';
import { migrations } from '../db/migrations/all';
import { migrateToLatest } from '../db/migrator';
import { seedIfEmpty } from '../db/seed/loader';
import { sampleContent } from '../db/seed/sampleContent';
import { nextScheduledChange } from '../services/content/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Changes whenever content answers may have changed; compare for equality (docs/server.md). */
    contentVersion(): number;
    /** Calls `listener` when a content change is noticed; answers the unsubscribe. */
    onContentChange(listener: (version: number) => void): () => void;
  }
}

export interface DatabaseOptions {
  /** false: leave an empty database empty (tests that bring their own content). Default: load the sample content. */
  seed?: boolean;
  /** How often other processes' commits and scheduled changes are looked for (tests use 0: every request). */
  contentCheckEveryMs?: ContentVersionOptions['checkEveryMs'];
}

/**
 * `app.db` (Kysely over the SQLite file, migrated, with the sample content when empty) and the
 * content version: anything that keeps something derived from content (the answer cache, the
 * rendered pages) compares it before reuse. The database closes with the app.
 */
export default fp<DatabaseOptions>(
  async function database(app, { seed = true, contentCheckEveryMs }) {
    const sqlite = openConnection(app.config.dbFile);
    const contentVersion = new ContentVersion(sqlite, { checkEveryMs: contentCheckEveryMs, nextScheduledChange: () => nextScheduledChange(db) });
    // Content written through this connection (seed, tests, a future editor) changes the content version.
    const db = databaseOver(sqlite, { writes: writesContent, changed: () => contentVersion.changed() });
    const close = async () => {
      contentVersion.close();
      await db.destroy();
    };
    try {
      await migrateToLatest(db, migrations);
      if (seed) await seedIfEmpty(db, sampleContent);
    } catch (error) {
      await close();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('contentVersion', () => contentVersion.current());
    app.decorate('onContentChange', (listener: (version: number) => void) => contentVersion.onChange(listener));
    app.addHook('onClose', close);
  },
  { name: 'database', dependencies: ['config'] },
);
