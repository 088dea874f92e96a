import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageRequest } from '../../shared/api';
import { MAX_IMAGE_DIMENSION, ladderStep, slugOfPath } from '../../shared/images';
import { matchesEtag } from '../http/etag';
import { NOT_MODIFIED, binaryOf } from '../http/responses';
import { acceptedImageFormat } from '../http/negotiation';
import { FILE_EXTENSIONS, MIME_TYPES, type OutputFormat } from '../services/images/format';
import { createImageService, fixedImagePrefixes, imageSourceRoots } from '../services/images/service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_URL_LENGTH = 1024;
const MAX_SLUG_LENGTH = 100;

// Digits only (no `1e3`, `0x10`, spaces or decimals), then the range, then the ladder's step at or
// above it: each step is resized once, however many neighbouring values are asked.
const dimension = z
  .string({ error: 'badRequest' })
  .regex(/^[1-9]\d{0,5}$/, { error: 'badRequest' })
  .transform(Number)
  .refine((value) => value <= MAX_IMAGE_DIMENSION, { error: 'badRequest' })
  .transform((value) => ladderStep(value)!)
  .optional();

// Parameter names are ImageRequest's, which the client's imageParams() writes.
const querySchema = z
  .object({
    imageURL: z.string({ error: 'badRequest' }).min(1, { error: 'badRequest' }).max(MAX_URL_LENGTH, { error: 'badRequest' }),
    width: dimension,
    height: dimension,
    slug: z.string({ error: 'badRequest' }).max(MAX_URL_LENGTH, { error: 'badRequest' }).optional(),
  })
  .refine((query) => query.width !== undefined || query.height !== undefined, { error: 'badRequest', path: ['width'] }) satisfies z.ZodType<
  Omit<ImageRequest, 'slug'> & { slug?: string }
>;

/** /api/images */
export async function imagesRoutes(app: FastifyInstance): Promise<void> {
  const images = createImageService({
    roots: imageSourceRoots(app.config),
    fixedPrefixes: fixedImagePrefixes(app.config),
    cacheDir: app.config.imageCacheDir,
    diskCacheBytes: app.config.imageCacheMaxBytes,
    onCacheWriteError: (error) => app.log.warn({ err: error }, 'resized image not cached'),
  });

  app.withTypeProvider<ZodTypeProvider>().get('/get-image', { schema: { querystring: querySchema, response: { 200: binaryOf(Object.values(MIME_TYPES), 'The image, resized, in the format Accept prefers'), 304: NOT_MODIFIED } } }, async (request, reply) => {
    const { imageURL, width, height, slug } = request.query;
    const variant = await images.prepare({ imageURL, width, height, requested: acceptedImageFormat(request.headers.accept) });

    // Only on an image or a 304: an error must not be kept for a year.
    const caching = { vary: 'Accept', etag: variant.etag, 'cache-control': IMMUTABLE };
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).headers(caching).send();

    const image = await images.render(variant);
    return reply
      .headers(caching)
      .type(MIME_TYPES[image.format])
      .header('content-length', image.data.length)
      .header('content-disposition', contentDisposition(slug ?? slugOfPath(variant.source.url), image.format))
      .send(image.data);
  });
}

/** `inline; filename=<slug>.<ext>`, the slug reduced to letters, digits, `-` and `_`, so no header can be forged. */
export function contentDisposition(slug: string, format: OutputFormat): string {
  const safe = slug
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH);
  return `inline; filename="${safe || 'image'}.${FILE_EXTENSIONS[format]}"`;
}
