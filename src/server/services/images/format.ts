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
