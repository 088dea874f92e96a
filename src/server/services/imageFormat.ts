/** What the endpoint answers in. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * What a request asks for: a modern format its Accept names, or `legacy`, which becomes PNG for
 * a source with transparency (and for SVG, GIF and other sources that have an alpha channel) and
 * JPEG for everything else, photos first of all.
 */
export type RequestedFormat = 'avif' | 'webp' | 'legacy';

export const MIME_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const FILE_EXTENSIONS: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/**
 * The best format the Accept header allows: AVIF (smallest), then WebP, else legacy. Only an
 * explicit `image/avif` or `image/webp` counts: `*\/*` and `image/*` are sent by clients that
 * cannot necessarily decode either.
 */
export function negotiateFormat(accept: string | undefined): RequestedFormat {
  const accepted = acceptedTypes(accept ?? '');
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'legacy';
}

/** The media types listed with a quality above zero, lower-cased. */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    if (type !== '') types.add(type);
  }
  return types;
}
