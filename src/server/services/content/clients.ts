import type { Selectable } from 'kysely';
import type { Client, ClientCardData, ClientSummary } from '../../../shared/api';
import type { ClientTable } from '../../db/tables/content';
import { AppError } from '../../errors';
import { found, isSlug, localized, type Db } from './refs';

/** The clients (references) behind /api/clients. */

const CARD_COLUMNS = ['id', 'slug', 'name', 'logo', 'wordmark'] as const;
const SUMMARY_COLUMNS = [...CARD_COLUMNS, 'summary_fr', 'summary_en', 'updated_at'] as const;
type CardRow = Pick<Selectable<ClientTable>, (typeof CARD_COLUMNS)[number]>;
type ClientRow = Pick<Selectable<ClientTable>, (typeof SUMMARY_COLUMNS)[number]>;

function publishedClients<C extends keyof ClientTable & string>(db: Db, columns: readonly C[]) {
  return db.selectFrom('clients').select(columns).where('published', '=', 1).orderBy('position').orderBy('id');
}

function toClientCard(row: CardRow): ClientCardData {
  return { id: row.id, slug: row.slug, name: row.name, logo: row.logo, wordmark: row.wordmark };
}

function toClientSummary(row: ClientRow): ClientSummary {
  return { ...toClientCard(row), summary: localized(row.summary_fr, row.summary_en), updatedAt: row.updated_at };
}

/** What home's strip shows: a card each, in display order. */
export async function listClientCards(db: Db): Promise<ClientCardData[]> {
  return (await publishedClients(db, CARD_COLUMNS).execute()).map(toClientCard);
}

export async function listClients(db: Db): Promise<ClientSummary[]> {
  return (await publishedClients(db, SUMMARY_COLUMNS).execute()).map(toClientSummary);
}

/** Whether `slug` names a published client: getClientBySlug's lookup. */
export async function clientExists(db: Db, slug: string): Promise<boolean> {
  return isSlug(slug) && (await publishedClients(db, ['id']).where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export async function getClientBySlug(db: Db, slug: string): Promise<Client> {
  if (!isSlug(slug)) throw new AppError('notFound');
  const row = found(await publishedClients(db, SUMMARY_COLUMNS).select(['body_fr', 'body_en']).where('slug', '=', slug).executeTakeFirst());
  return { ...toClientSummary(row), body: localized(row.body_fr, row.body_en) };
}
