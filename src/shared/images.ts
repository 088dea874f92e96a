import type { ImageRequest } from './api';

/** GET /images/get-image limits (decisions.md): both sides use them. */
export const MAX_IMAGE_DIMENSION = 2560;
/**
 * The only places a resized image may come from: this site's own media, and profile images.
 * Other uploads (CVs) are never readable through the image endpoint.
 */
export const IMAGE_SOURCE_PREFIXES = ['/media/', '/uploads/avatars/'] as const;
/** Widths offered in a srcset: phones, tablets, laptops, wide and dense screens. */
export const RESPONSIVE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920, 2560] as const;

/** The query parameters, without the dimensions left out. */
export function imageParams({ imageURL, width, height, slug }: ImageRequest): Record<string, string> {
  const params: Record<string, string> = { imageURL };
  if (width !== undefined) params.width = String(width);
  if (height !== undefined) params.height = String(height);
  params.slug = slug;
  return params;
}

/** The address of a resized image, for `<img src>` and `srcset`. */
export function imageUrl(request: ImageRequest): string {
  return `/api/images/get-image?${new URLSearchParams(imageParams(request)).toString()}`;
}

/** The file's name without folders or extension: `/media/blog/pwa.svg` gives `pwa`. */
export function slugOfPath(path: string): string {
  return (path.split('/').pop() ?? 'image').replace(/\.[^.]+$/, '') || 'image';
}
