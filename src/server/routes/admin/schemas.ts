import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../shared/admin';
import { withoutControlCharacters } from '../../../shared/schemas/fields';

/** Past this a page number is a mistake or a probe, not a page anyone reads: 400. */
export const ADMIN_MAX_PAGE = 100_000;

const BAD = { error: 'badRequest' } as const;

/** `?page=&pageSize=` of every staff list (AdminList); extend it with the list's own filters. */
export const pageQuery = z.object({
  page: z.coerce.number(BAD).int(BAD).min(1, BAD).max(ADMIN_MAX_PAGE, BAD).default(1),
  pageSize: z.coerce.number(BAD).int(BAD).min(1, BAD).max(ADMIN_MAX_PAGE_SIZE, BAD).default(ADMIN_PAGE_SIZE),
});

/** The `{id}` of `/api/admin/<entity>/{id}`: a positive integer the databases can hold, else 400. */
export const idParams = z.object({ id: z.coerce.number(BAD).int(BAD).min(1, BAD).max(2 ** 31 - 1, BAD) });

/** An optional search text of a list (`?q=`): trimmed, at most 200 characters, no control character (as every staff text). */
export const searchText = z
  .string(BAD)
  .trim()
  .max(200, BAD)
  .refine((value) => withoutControlCharacters(value), BAD)
  .optional();
