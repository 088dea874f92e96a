import type { Selectable } from 'kysely';
import type { Item } from '../../../shared/api';
import type { ItemTable } from '../../db/tables/content';
import { findByRef, localized, type Db } from './refs';

/** The items a visitor can pay for, behind /api/items. */

const COLUMNS = ['id', 'slug', 'title_fr', 'title_en', 'description_fr', 'description_en', 'image', 'price_cents'] as const;
type ItemRow = Pick<Selectable<ItemTable>, (typeof COLUMNS)[number]>;

function activeItems(db: Db) {
  return db.selectFrom('items').select(COLUMNS).where('active', '=', 1).orderBy('position').orderBy('id');
}

function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    description: localized(row.description_fr, row.description_en),
    image: row.image,
    priceCents: row.price_cents,
    // The only currency the agency sells in (items.currency defaults to it).
    currency: 'eur',
  };
}

export async function listItems(db: Db): Promise<Item[]> {
  return (await activeItems(db).execute()).map(toItem);
}

export async function getItem(db: Db, value: string): Promise<Item> {
  return toItem(await findByRef(value, (column, key) => activeItems(db).where(column, '=', key).executeTakeFirst()));
}
