import type { StatusAction } from './ContentSection';

/** A published entry can be unpublished (back to draft); a draft or scheduled one published now. */
export function publicationAction({ status }: { status: string }): StatusAction {
  return status === 'published' ? { to: 'draft', action: 'unpublish' } : { to: 'published', action: 'publish' };
}
