import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_KINDS, imageFieldsOf, type ContentKindSpec } from '../../../shared/contentKinds';
import * as adminSchemas from '../../../shared/schemas/admin';
import { AppError, asBodyError } from '../../errors';
import { recordAudit } from '../../services/audit';
import { checkUploadedImage, saveContentImage } from '../../services/content/admin/images';
import { STORES } from '../../services/content/admin/kinds';
import { staffActor } from './guard';
import { idParams, pageQuery, searchText } from './schemas';

const BAD = { error: 'badRequest' } as const;

interface Store<Values, Admin> {
  list(db: FastifyInstance['db'], query: { q?: string; status?: string; page: number; pageSize: number }): Promise<unknown>;
  get(db: FastifyInstance['db'], id: number): Promise<Admin>;
  create(db: FastifyInstance['db'], values: Values, context: { actor: ReturnType<typeof staffActor> }): Promise<Admin>;
  update(db: FastifyInstance['db'], id: number, values: Values, context: { actor: ReturnType<typeof staffActor> }): Promise<Admin>;
  remove(db: FastifyInstance['db'], id: number, context: { actor: ReturnType<typeof staffActor> }): Promise<void>;
}

/**
 * GET / (a page: `?q=&status=&page=&pageSize=`), GET /{id}, POST /, PUT /{id} (the whole entry;
 * unpublishing or closing is a PUT with the new status), DELETE /{id}. Bodies are the shared
 * schemas (strict: an unknown field is a 400); after each write the content version is read at
 * once, so this instance's next answer and page have the change (the others learn it from the
 * database: docs/content-admin.md).
 */
function contentRoutes<Values, Admin>(kind: ContentKindSpec, store: Store<Values, Admin>) {
  const body = adminSchemas[kind.schema] as unknown as z.core.$ZodType<Values>;
  const statuses = kind.status?.values ?? null;
  const imageFields = imageFieldsOf(kind);
  // Strict: a misspelt filter is a 400, not a silently unfiltered list.
  const listQuery = z.strictObject({ ...pageQuery.shape, q: searchText, ...(statuses ? { status: z.enum(statuses, BAD).optional() } : {}) }, BAD);

  return async function routes(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const written = async <T>(result: T): Promise<{ data: T }> => {
      await app.refreshContentVersion();
      return { data: result };
    };

    typed.get('/', { schema: { querystring: listQuery } }, async (request) => {
      const { q, page, pageSize, status } = request.query as { q?: string; page: number; pageSize: number; status?: string };
      return store.list(app.db, { q, status, page, pageSize });
    });

    typed.get('/:id', { schema: { params: idParams } }, async (request) => ({ data: await store.get(app.db, request.params.id) }));

    // Each image field of the entry, when it is an upload, must be one this site stored.
    const checkImage = async (values: unknown) => {
      for (const field of imageFields) await checkUploadedImage(app.config, field, ((values as Record<string, string | null | undefined>)[field]) ?? null);
    };

    typed.post('/', { schema: { body } }, async (request, reply) => {
      await checkImage(request.body);
      const created = await store.create(app.db, request.body as Values, { actor: staffActor(request) });
      return reply.status(201).send(await written(created));
    });

    typed.put('/:id', { schema: { params: idParams, body } }, async (request) => {
      await checkImage(request.body);
      return written(await store.update(app.db, request.params.id, request.body as Values, { actor: staffActor(request) }));
    });

    typed.delete('/:id', { schema: { params: idParams } }, async (request) => {
      await store.remove(app.db, request.params.id, { actor: staffActor(request) });
      return written(null);
    });
  };
}

/** The one file part `image` of POST /api/admin/images; anything else in the body is refused. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupportedFileType');
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: adminSchemas.ADMIN_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'image') throw new AppError('badRequest');
      image = await (part as MultipartFile).toBuffer(); // throws 413 past the limit
    }
  } catch (error) {
    throw asBodyError(error);
  }
  if (image === null || image.length === 0) throw new AppError('badRequest', 400, { image: 'badRequest' });
  return image;
}

async function imagesRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  app.post('/', async (request, reply) => {
    const image = await readImagePart(request);
    const saved = await saveContentImage(app.config, image, (error, message) => request.log.error({ err: error }, message));
    // An image has no id of its own: the entry names it by its URL.
    await recordAudit(app.db, { actor: staffActor(request), action: 'upload', entity: 'image', entityId: 0, before: null, after: { url: saved.url, bytes: image.length } });
    return reply.status(201).send({ data: saved });
  });
}

/** /api/admin/<key> for each content kind (src/shared/contentKinds.ts) and /api/admin/images, inside the guarded staff scope (index.ts). */
export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of CONTENT_KINDS) await app.register(contentRoutes(kind, STORES[kind.key]), { prefix: `/${kind.key}` });
  await app.register(imagesRoutes, { prefix: '/images' });
}
