import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { AdminList, AuditEntity, StaffActor } from '../../../../shared/admin';
import { slugify } from '../../../../shared/schemas/admin';
import type { ErrorCode } from '../../../../shared/errors';
import type { ContentTables } from '../../../db/tables/content';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../errors';
import { changedFields, recordAudit } from '../../audit';
import { offsetOf, pageOf } from '../../adminList';
import { nowIso, type Db } from '../refs';

/**
 * The staff's writes to the content tables (docs/content-admin.md, "Content"), one kind at a time:
 * each kind (articles.ts, jobs.ts...) says how its validated values become columns and how a row
 * reads back. Every write runs in one transaction with its audit entry; the tables' triggers move
 * the content version in the same commit, so every instance's caches drop together.
 */

export type ContentTable = keyof ContentTables;
export type Row<T extends ContentTable> = Selectable<ContentTables[T]>;
/** The columns a kind writes: everything but the id, the slug and the timestamps, which the store sets. */
export type Columns<T extends ContentTable> = Omit<Insertable<ContentTables[T]>, 'id' | 'slug' | 'created_at' | 'updated_at'>;

export interface ContentKind<T extends ContentTable, Values extends { slug: string }, Admin extends { id: number; updatedAt: string }> {
  table: T;
  entity: AuditEntity;
  /** The text a slug is made from when left empty (the French title, the name). */
  slugSource(values: Values): string;
  /** The row's columns from the values; `existing` on update (columns the form does not show keep theirs). */
  columns(values: Values, existing: Row<T> | null, now: string): Columns<T>;
  toAdmin(row: Row<T>, now: string): Admin;
  /** Columns `?q=` searches in, case-insensitively. */
  searchColumns: readonly string[];
  /** The SQL condition of a `?status=` value (the kind's statuses, already validated). */
  statusCondition?(status: string, now: string): RawBuilder<SqlBool>;
  /** Checks what the values refer to (a category, a client): throws a 400 naming the field. */
  checkReferences?(trx: Db, values: Values): Promise<void>;
  /** Refuses a delete the site could not survive (a category with articles): throws a 409. */
  checkDeletable?(trx: Db, id: number): Promise<void>;
}

export interface ListQuery {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
}

export interface WriteContext {
  /** Who writes, for the audit entry. */
  actor: StaffActor | null;
}

// LIKE's own wildcards in a search are matched as typed.
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createContentStore<T extends ContentTable, Values extends { slug: string }, Admin extends { id: number; updatedAt: string }>(
  kind: ContentKind<T, Values, Admin>,
) {
  // Kysely cannot type a query over a table chosen at run time; each kind's own functions are typed,
  // and the store only moves whole rows between them.
  const table = kind.table as 'items';
  type AnyRow = Row<'items'>;
  const asRow = (row: AnyRow) => row as unknown as Row<T>;

  async function findRow(db: Db, id: number): Promise<Row<T> | undefined> {
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    return row && asRow(row);
  }

  async function rowOr404(db: Db, id: number): Promise<Row<T>> {
    const row = await findRow(db, id);
    if (row === undefined) throw new AppError('notFound');
    return row;
  }

  /** The slug asked for (409 slugTaken when another entry has it), or one made from the title, numbered until free. */
  async function chooseSlug(trx: Db, values: Values, id: number | null): Promise<string> {
    const taken = async (slug: string) => {
      let query = trx.selectFrom(table).select('id').where('slug', '=', slug);
      if (id !== null) query = query.where('id', '!=', id);
      return (await query.executeTakeFirst()) !== undefined;
    };
    if (values.slug !== '') {
      if (await taken(values.slug)) throw slugTaken();
      return values.slug;
    }
    const base = slugify(kind.slugSource(values)) || kind.entity;
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const candidate = `${base.slice(0, 100 - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (!(await taken(candidate))) return candidate;
    }
  }

  /**
   * Runs a write and its audit entry in one transaction; a slug taken meanwhile by another writer is
   * a 409, not a 500. A slug the store numbered itself (`numbered`) is chosen again instead: on
   * PostgreSQL concurrent writers all see the same free number until the first commits, and each
   * retry sees one more taken.
   */
  async function write<R>(db: Db, work: (trx: Db) => Promise<R>, numbered = false): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (!numbered || attempt >= SLUG_ATTEMPTS) throw slugTaken();
      }
    }
  }

  return {
    kind,

    async list(db: Db, { q, status, page, pageSize }: ListQuery): Promise<AdminList<Admin>> {
      const now = nowIso();
      let query = db.selectFrom(table);
      if (q) {
        const pattern = likePattern(q);
        query = query.where(sql<SqlBool>`(${sql.join(
          kind.searchColumns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
          sql` or `,
        )})`);
      }
      if (status && kind.statusCondition) query = query.where(kind.statusCondition(status, now));
      const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(page, pageSize))
        .execute();
      return pageOf(
        rows.map((row) => kind.toAdmin(asRow(row), now)),
        total,
        page,
        pageSize,
      );
    },

    async get(db: Db, id: number): Promise<Admin> {
      return kind.toAdmin(await rowOr404(db, id), nowIso());
    },

    async create(db: Db, values: Values, { actor }: WriteContext): Promise<Admin> {
      return write(db, async (trx) => {
        await kind.checkReferences?.(trx, values);
        const now = nowIso();
        const slug = await chooseSlug(trx, values, null);
        const inserted = await trx
          .insertInto(table)
          .values({ ...(kind.columns(values, null, now) as Columns<'items'>), slug, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = kind.toAdmin(asRow(inserted), now);
        await recordAudit(trx, { actor, action: 'create', entity: kind.entity, entityId: created.id, before: null, after: auditable(created) });
        return created;
      }, values.slug === '');
    },

    async update(db: Db, id: number, values: Values, { actor }: WriteContext): Promise<Admin> {
      return write(db, async (trx) => {
        const existing = await rowOr404(trx, id);
        await kind.checkReferences?.(trx, values);
        const now = nowIso();
        const slug = await chooseSlug(trx, values, id);
        const updated = await trx
          .updateTable(table)
          .set({ ...(kind.columns(values, existing, now) as Updateable<ContentTables['items']>), slug, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = kind.toAdmin(existing, now);
        const after = kind.toAdmin(asRow(updated), now);
        const changes = changedFields(auditable(before), auditable(after));
        if (changes !== null) {
          await recordAudit(trx, { actor, action: statusOnly(changes.after) ? 'status' : 'update', entity: kind.entity, entityId: id, ...changes });
        }
        return after;
      }, values.slug === '');
    },

    async remove(db: Db, id: number, { actor }: WriteContext): Promise<void> {
      await write(db, async (trx) => {
        const existing = await rowOr404(trx, id);
        await kind.checkDeletable?.(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await recordAudit(trx, { actor, action: 'delete', entity: kind.entity, entityId: id, before: auditable(kind.toAdmin(existing, nowIso())), after: null });
      });
    },
  };
}

export type ContentStore<T extends ContentTable, Values extends { slug: string }, Admin extends { id: number; updatedAt: string }> = ReturnType<
  typeof createContentStore<T, Values, Admin>
>;

/** Writes with a numbered slug tried before a 409: more than the writers of one title at once. */
const SLUG_ATTEMPTS = 50;

function slugTaken(): AppError {
  return new AppError('slugTaken', undefined, { slug: 'slugTaken' });
}

/** The fields an audit entry keeps: all but the id and the write's own time. */
function auditable<Admin extends { id: number; updatedAt: string }>({ id: _id, updatedAt: _updatedAt, ...fields }: Admin): Record<string, unknown> {
  return fields;
}

const STATUS_FIELDS = new Set(['status', 'publishedAt']);
const statusOnly = (after: Record<string, unknown>) => Object.keys(after).every((key) => STATUS_FIELDS.has(key));

/** A 400 naming the field whose reference does not exist. */
export function missingReference(field: string, code: ErrorCode = 'badRequest'): AppError {
  return new AppError(code, 400, { [field]: code });
}

/** A 409 with its code, for a delete the content still depends on. */
export function stillUsed(code: ErrorCode): AppError {
  return new AppError(code);
}
