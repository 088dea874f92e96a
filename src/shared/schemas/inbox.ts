import * as z from 'zod/mini';
import { INBOX_NOTE_MAX_LENGTH, INBOX_STATUSES } from '../admin';
import { optionalText } from './fields';

/** PUT /api/admin/messages/{id} and /candidacies/{id}, and the staff's status form (InboxUpdate). */
export const inboxUpdateSchema = z.object(
  {
    status: z.enum(INBOX_STATUSES, { error: 'badRequest' }),
    // As typed (not trimmed), several lines, no control character but tabs and line breaks.
    note: optionalText(INBOX_NOTE_MAX_LENGTH, { lines: true, tooLong: 'noteTooLong', trim: false }),
  },
  { error: 'badRequest' },
);
