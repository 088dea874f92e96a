import type { Kysely } from 'kysely';
import type { Localized } from '../../../shared/api';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';

/**
 * What the content modules share. "Published" means flag on and date reached (articles,
 * projects, jobs), or flag on (clients, items); nothing else ever leaves these modules. Lists
 * answer summaries (shared/api.ts): the long text is read only for one piece's own address.
 */
export type Db = Kysely<Database>;

/** A `{id}` path value: a numeric id or a slug. Anything else names nothing (null). */
export type ContentRef = { id: number } | { slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

export function parseRef(value: string): ContentRef | null {
  if (/^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value))) return { id: Number(value) };
  return isSlug(value) ? { slug: value } : null;
}

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

export function found<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('notFound');
  return value;
}

/** Whether a `{id}` path value names a row, by findByRef's lookup: a page asks before it renders (pages/missingPages.ts). */
export async function namesRow(value: string, lookup: (column: 'id' | 'slug', key: number | string) => Promise<unknown>): Promise<boolean> {
  const ref = parseRef(value);
  return ref !== null && (await ('id' in ref ? lookup('id', ref.id) : lookup('slug', ref.slug))) !== undefined;
}

/** The row a `{id}` path value names, looked up by id or by slug; 404 when it names none. */
export async function findByRef<T>(value: string, lookup: (column: 'id' | 'slug', key: number | string) => Promise<T | undefined>): Promise<T> {
  const ref = parseRef(value);
  if (ref === null) throw new AppError('notFound');
  return found(await ('id' in ref ? lookup('id', ref.id) : lookup('slug', ref.slug)));
}

export const nowIso = () => new Date().toISOString();
export const localized = (fr: string, en: string): Localized => ({ fr, en });
