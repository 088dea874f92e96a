import type { Selectable } from 'kysely';
import type { Client, ClientSummary } from '../../../shared/api';
import type { ClientTable } from '../../db/tables/content';
import { AppError } from '../../errors';
import { found, isSlug, localized, type Db } from './refs';

/** The clients (references) behind /api/clients. */

const SUMMARY_COLUMNS = ['id', 'slug', 'name', 'summary_fr', 'summary_en', 'logo', 'wordmark', 'updated_at'] as const;
type ClientRow = Pick<Selectable<ClientTable>, (typeof SUMMARY_COLUMNS)[number]>;

function publishedClients(db: Db) {
  return db.selectFrom('clients').select(SUMMARY_COLUMNS).where('published', '=', 1).orderBy('position').orderBy('id');
}

function toClientSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: localized(row.summary_fr, row.summary_en),
    logo: row.logo,
    wordmark: row.wordmark,
    updatedAt: row.updated_at,
  };
}

export async function listClients(db: Db): Promise<ClientSummary[]> {
  return (await publishedClients(db).execute()).map(toClientSummary);
}

export async function getClientBySlug(db: Db, slug: string): Promise<Client> {
  if (!isSlug(slug)) throw new AppError('notFound');
  const row = found(await publishedClients(db).select(['body_fr', 'body_en']).where('slug', '=', slug).executeTakeFirst());
  return { ...toClientSummary(row), body: localized(row.body_fr, row.body_en) };
}
