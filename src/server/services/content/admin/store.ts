import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { AdminList, AuditEntity, PublicationStatus, StaffActor } from '../../../../shared/admin';
import type { Localized } from '../../../../shared/api';
import type { ContentKindSpec, FieldSpec, StatusModel } from '../../../../shared/contentKinds';
import { slugify } from '../../../../shared/schemas/admin';
import type { ErrorCode } from '../../../../shared/errors';
import type { ContentTables } from '../../../db/tables/content';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../errors';
import { changedFields, recordAudit } from '../../audit';
import { offsetOf, pageOf } from '../../adminList';
import { localized, nowIso, type Db } from '../refs';

/**
 * The staff's reads and writes of the content tables (docs/content-admin.md, "Content"), one kind
 * at a time, as its descriptor (src/shared/contentKinds.ts) and its mapping (kinds.ts) say. Every write runs in one transaction with its audit entry; the tables' triggers move
 * the content version in the same commit, so every instance's caches drop together.
 */

export type ContentTable = keyof ContentTables;
export type Row<T extends ContentTable> = Selectable<ContentTables[T]>;
/** The columns a kind writes: everything but the id, the slug and the timestamps, which the store sets. */
export type Columns<T extends ContentTable> = Omit<Insertable<ContentTables[T]>, 'id' | 'slug' | 'created_at' | 'updated_at'>;

/** An entry as the staff API answers it. */
export interface AdminEntry {
  id: number;
  updatedAt: string;
}

/**
 * What a kind's descriptor (src/shared/contentKinds.ts) cannot say: how values that are not plain
 * fields become columns and back (a price in cents, a salary in five columns), what the values
 * refer to and what a delete would break. Every part is optional: a kind of plain fields needs none.
 */
export interface KindMapping<T extends ContentTable, Values, Admin extends AdminEntry> {
  /** The row's columns from the values; `existing` on update (columns the form does not show keep theirs). */
  columns?(values: Values, existing: Row<T> | null, now: string): Columns<T>;
  toAdmin?(row: Row<T>, now: string): Admin;
  /** Checks what the values refer to (a category, a client): throws a 400 naming the field. */
  checkReferences?(trx: Db, values: Values): Promise<void>;
  /** Refuses a delete the site could not survive (a category with articles): throws a 409. */
  checkDeletable?(trx: Db, id: number): Promise<void>;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The columns a field is stored in: `title_fr` and `title_en` for a localized one. */
export const columnsOfField = (name: string, spec: FieldSpec): string[] => (spec.localized ? [`${snakeCase(name)}_fr`, `${snakeCase(name)}_en`] : [snakeCase(name)]);

/** The fields the descriptor maps by itself: the publication model keeps `publishedAt` in its own columns. */
function plainFields(kind: ContentKindSpec): [string, FieldSpec][] {
  return Object.entries(kind.fields).filter(([name]) => !(kind.status?.model === 'publication' && name === 'publishedAt'));
}

/** The descriptor's mapping: a field to its column(s), the status to its flag or publication columns. */
function derivedColumns(kind: ContentKindSpec, values: Record<string, unknown>, existing: Record<string, unknown> | null, now: string): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, spec] of plainFields(kind)) {
    const value = values[name];
    if (spec.localized) Object.assign(columns, { [`${snakeCase(name)}_fr`]: (value as Localized).fr, [`${snakeCase(name)}_en`]: (value as Localized).en });
    else columns[snakeCase(name)] = value;
  }
  const status = kind.status;
  if (status?.model === 'flag') columns[status.column] = values.status === status.on ? 1 : 0;
  if (status?.model === 'publication') Object.assign(columns, publicationColumns(values as unknown as Publication, existing as PublicationRow | null, now));
  return columns;
}

function derivedAdmin(kind: ContentKindSpec, row: Record<string, unknown>, now: string): Record<string, unknown> {
  const entry: Record<string, unknown> = { id: row.id };
  if (kind.slug) entry.slug = row.slug;
  for (const [name, spec] of plainFields(kind)) entry[name] = spec.localized ? localized(row[`${snakeCase(name)}_fr`] as string, row[`${snakeCase(name)}_en`] as string) : row[snakeCase(name)];
  const status = kind.status;
  if (status?.model === 'flag') entry.status = row[status.column] === 1 ? status.on : status.values.find((value) => value !== status.on);
  if (status?.model === 'publication') Object.assign(entry, publicationOf(row as unknown as PublicationRow, now));
  entry.updatedAt = row.updated_at;
  return entry;
}

/** The SQL condition of a `?status=` value (one of the kind's statuses, already validated). */
function statusCondition(status: StatusModel, value: string, now: string): RawBuilder<SqlBool> {
  if (status.model === 'flag') return sql<SqlBool>`${sql.ref(status.column)} = ${value === status.on ? 1 : 0}`;
  if (value === 'draft') return sql<SqlBool>`published = 0`;
  if (value === 'scheduled') return sql<SqlBool>`published = 1 and published_at > ${now}`;
  return sql<SqlBool>`published = 1 and published_at <= ${now}`;
}

// ---- Publication (articles, projects): the `published` flag and `published_at` carry the three statuses.

export interface Publication {
  status: PublicationStatus;
  publishedAt: string | null;
}
interface PublicationRow {
  published: number;
  published_at: string;
}

/**
 * draft: flag off (its date kept, the column is required); scheduled: flag on, the future date;
 * published: flag on, the date given, else the one it had if already public, else now.
 */
export function publicationColumns(values: Publication, existing: PublicationRow | null, now: string) {
  if (values.status === 'draft') return { published: 0, published_at: values.publishedAt ?? existing?.published_at ?? now };
  if (values.status === 'scheduled') return { published: 1, published_at: values.publishedAt! };
  const wasPublic = existing !== null && existing.published === 1 && existing.published_at <= now;
  return { published: 1, published_at: values.publishedAt ?? (wasPublic ? existing.published_at : now) };
}

/** A draft has no publication date to show: publishing it takes the moment, unless a date is given. */
export function publicationOf(row: PublicationRow, now: string): Publication {
  if (row.published === 0) return { status: 'draft', publishedAt: null };
  return { status: row.published_at > now ? 'scheduled' : 'published', publishedAt: row.published_at };
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

/**
 * The store of one kind: its queries come from the descriptor (table, slug, search, status model,
 * fields), `mapping` adds what it cannot say.
 */
export function createContentStore<T extends ContentTable, Values, Admin extends AdminEntry>(
  kind: ContentKindSpec & { table: T },
  mapping: KindMapping<T, Values, Admin> = {},
) {
  // Kysely cannot type a query over a table chosen at run time; each kind's own functions are typed,
  // and the store only moves whole rows between them.
  const table = kind.table as 'items';
  const entity = kind.entity as AuditEntity;
  const columnsOf = (values: Values, existing: Row<T> | null, now: string) =>
    (mapping.columns?.(values, existing, now) ?? derivedColumns(kind, values as Record<string, unknown>, existing as Record<string, unknown> | null, now)) as Columns<'items'>;
  const toAdmin = (row: Row<T>, now: string): Admin => mapping.toAdmin?.(row, now) ?? (derivedAdmin(kind, row as Record<string, unknown>, now) as unknown as Admin);
  const searchColumns = [
    ...kind.list.search.flatMap((name) => columnsOfField(name, kind.fields[name]!)),
    ...(kind.slug ? ['slug'] : []),
  ];
  const slugOf = (values: Values) => (values as { slug?: string }).slug ?? '';
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

  /** The slug asked for (409 slugTaken when another entry has it), or one made from the title, numbered until free; none for a kind without. */
  async function chooseSlug(trx: Db, values: Values, id: number | null): Promise<{ slug?: string }> {
    return kind.slug ? { slug: await slugFor(trx, values, id, kind.slug.from) } : {};
  }

  async function slugFor(trx: Db, values: Values, id: number | null, from: string): Promise<string> {
    const taken = async (slug: string) => {
      let query = trx.selectFrom(table).select('id').where('slug', '=', slug);
      if (id !== null) query = query.where('id', '!=', id);
      return (await query.executeTakeFirst()) !== undefined;
    };
    const asked = slugOf(values);
    if (asked !== '') {
      if (await taken(asked)) throw slugTaken();
      return asked;
    }
    const source = (values as Record<string, unknown>)[from];
    const base = slugify(typeof source === 'string' ? source : ((source as Localized).fr ?? '')) || kind.entity;
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
          searchColumns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
          sql` or `,
        )})`);
      }
      if (status && kind.status) query = query.where(statusCondition(kind.status, status, now));
      const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(page, pageSize))
        .execute();
      return pageOf(
        rows.map((row) => toAdmin(asRow(row), now)),
        total,
        page,
        pageSize,
      );
    },

    async get(db: Db, id: number): Promise<Admin> {
      return toAdmin(await rowOr404(db, id), nowIso());
    },

    async create(db: Db, values: Values, { actor }: WriteContext): Promise<Admin> {
      return write(db, async (trx) => {
        await mapping.checkReferences?.(trx, values);
        const now = nowIso();
        const slug = await chooseSlug(trx, values, null);
        const inserted = await trx
          .insertInto(table)
          .values({ ...columnsOf(values, null, now), ...(slug as { slug: string }), created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toAdmin(asRow(inserted), now);
        await recordAudit(trx, { actor, action: 'create', entity, entityId: created.id, before: null, after: auditable(created) });
        return created;
      }, kind.slug !== null && slugOf(values) === '');
    },

    async update(db: Db, id: number, values: Values, { actor }: WriteContext): Promise<Admin> {
      return write(db, async (trx) => {
        const existing = await rowOr404(trx, id);
        await mapping.checkReferences?.(trx, values);
        const now = nowIso();
        const slug = await chooseSlug(trx, values, id);
        const updated = await trx
          .updateTable(table)
          .set({ ...(columnsOf(values, existing, now) as Updateable<ContentTables['items']>), ...slug, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = toAdmin(existing, now);
        const after = toAdmin(asRow(updated), now);
        const changes = changedFields(auditable(before), auditable(after));
        if (changes !== null) {
          await recordAudit(trx, { actor, action: statusOnly(changes.after) ? 'status' : 'update', entity, entityId: id, ...changes });
        }
        return after;
      }, kind.slug !== null && slugOf(values) === '');
    },

    async remove(db: Db, id: number, { actor }: WriteContext): Promise<void> {
      await write(db, async (trx) => {
        const existing = await rowOr404(trx, id);
        await mapping.checkDeletable?.(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await recordAudit(trx, { actor, action: 'delete', entity, entityId: id, before: auditable(toAdmin(existing, nowIso())), after: null });
      });
    },
  };
}

export type ContentStore<T extends ContentTable, Values, Admin extends AdminEntry> = ReturnType<typeof createContentStore<T, Values, Admin>>;

/** Writes with a numbered slug tried before a 409: more than the writers of one title at once. */
const SLUG_ATTEMPTS = 50;

function slugTaken(): AppError {
  return new AppError('slugTaken', undefined, { slug: 'slugTaken' });
}

/** The fields an audit entry keeps: all but the id and the write's own time. */
function auditable<Admin extends AdminEntry>({ id: _id, updatedAt: _updatedAt, ...fields }: Admin): Record<string, unknown> {
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
