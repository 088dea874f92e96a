import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INBOX_MESSAGE_KINDS, INBOX_STATUSES } from '../../../shared/admin';
import { inboxUpdateSchema } from '../../../shared/schemas/inbox';
import { adminCandidacy, adminListOf, adminMessage, inboxCounts as inboxCountsSchema } from '../../../shared/schemas/adminResponses';
import { dataOf } from '../../../shared/schemas/responses';
import * as zm from 'zod/mini';
import { AppError } from '../../errors';
import { binaryOf } from '../../http/responses';
import {
  candidacyCv,
  deleteCandidacy,
  findCandidacy,
  findMessage,
  inboxCounts,
  listCandidacies,
  listMessages,
  updateInboxEntry,
} from '../../services/inbox';
import { recordAudit } from '../../services/audit';
import { cvPath } from '../../services/uploads';
import { staffActor } from './guard';
import { idParams, pageQuery, searchText } from './schemas';

const BAD = { error: 'badRequest' } as const;
const status = z.enum(INBOX_STATUSES, BAD);
const inboxQuery = pageQuery.extend({ status: status.optional(), q: searchText });
const messagesQuery = inboxQuery.extend({ kind: z.enum(INBOX_MESSAGE_KINDS, BAD).optional() });
const message = { 200: dataOf(adminMessage) };
const candidacy = { 200: dataOf(adminCandidacy) };

/** A file name for Content-Disposition: an ASCII fallback without quotes or backslashes, and the exact name in filename*. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** /api/admin: the inbox (messages, starter-pack requests, candidacies and their CVs). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/inbox/counts', { schema: { response: { 200: dataOf(inboxCountsSchema) } } }, async () => ({ data: await inboxCounts(app.db) }));

  routes.get('/messages', { schema: { querystring: messagesQuery, response: { 200: adminListOf(adminMessage) } } }, async (request) => listMessages(app.db, request.query));
  routes.get('/messages/:id', { schema: { params: idParams, response: message } }, async (request) => ({ data: await findMessage(app.db, request.params.id) }));
  routes.put('/messages/:id', { schema: { params: idParams, body: inboxUpdateSchema, response: message } }, async (request) => {
    await updateInboxEntry(app.db, 'messages', request.params.id, request.body, staffActor(request));
    return { data: await findMessage(app.db, request.params.id) };
  });

  routes.get('/candidacies', { schema: { querystring: inboxQuery, response: { 200: adminListOf(adminCandidacy) } } }, async (request) => listCandidacies(app.db, request.query));
  routes.get('/candidacies/:id', { schema: { params: idParams, response: candidacy } }, async (request) => ({ data: await findCandidacy(app.db, request.params.id) }));
  routes.put('/candidacies/:id', { schema: { params: idParams, body: inboxUpdateSchema, response: candidacy } }, async (request) => {
    await updateInboxEntry(app.db, 'candidacies', request.params.id, request.body, staffActor(request));
    return { data: await findCandidacy(app.db, request.params.id) };
  });
  routes.delete('/candidacies/:id', { schema: { params: idParams, response: { 200: dataOf(zm.null()) } } }, async (request) => {
    await deleteCandidacy(app.db, app.config.uploadsDir, request.params.id, staffActor(request));
    return { data: null };
  });

  // The CV as it was received, streamed from disk: never shown in the browser, never sniffed.
  routes.get('/candidacies/:id/cv', { schema: { params: idParams, response: { 200: binaryOf(['application/pdf'], 'The CV as received, as an attachment') } } }, async (request, reply) => {
    const cv = await candidacyCv(app.db, request.params.id);
    let file: fs.promises.FileHandle;
    try {
      file = await fs.promises.open(cvPath(app.config.uploadsDir, cv.key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('notFound');
      throw error;
    }
    const { size } = await file.stat();
    // Personal data read: journalled as a write is, before a byte leaves.
    try {
      await recordAudit(app.db, { actor: staffActor(request), action: 'download', entity: 'candidacy', entityId: request.params.id, after: { file: cv.name } });
    } catch (error) {
      await file.close();
      throw error;
    }
    return reply
      .type('application/pdf')
      .header('content-length', size)
      .header('content-disposition', attachmentDisposition(cv.name))
      .header('x-content-type-options', 'nosniff')
      .send(file.createReadStream());
  });
}
