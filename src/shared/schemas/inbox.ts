import './zod';
import { z } from 'zod';
import { INBOX_NOTE_MAX_LENGTH, INBOX_STATUSES } from '../admin';

/** PUT /api/admin/messages/{id} and /candidacies/{id}, and the staff's status form (InboxUpdate). */
export const inboxUpdateSchema = z.object(
  {
    status: z.enum(INBOX_STATUSES, { error: 'badRequest' }),
    note: z.string({ error: 'badRequest' }).max(INBOX_NOTE_MAX_LENGTH, { error: 'noteTooLong' }),
  },
  { error: 'badRequest' },
);
