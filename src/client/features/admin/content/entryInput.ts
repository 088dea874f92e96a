import type { ContentKind } from './contentApi';

/**
 * An entry as the API answers it, back into the body its PUT takes (the whole entry): what the
 * server sets itself goes, and an item's price goes back to euros.
 */
export function entryInput(kind: ContentKind, entry: object): Record<string, unknown> {
  const { id: _id, updatedAt: _updatedAt, priceCents, ...fields } = entry as Record<string, unknown>;
  return kind === 'items' ? { ...fields, price: (Number(priceCents) / 100).toFixed(2) } : fields;
}
