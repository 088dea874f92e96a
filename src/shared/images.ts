import type { ImageRequest } from './api';

/** GET /images/get-image limits (decisions.md): both sides use them. */
export const MAX_IMAGE_DIMENSION = 2560;
/**
 * The only places a resized image may come from: this site's own media, profile images and the
 * staff's content images. Other uploads (CVs) are never readable through the image endpoint.
 */
export const IMAGE_SOURCE_PREFIXES = ['/media/', '/uploads/avatars/', '/uploads/content/'] as const;
/** Widths offered in a srcset: phones, tablets, laptops, wide and dense screens. */
export const RESPONSIVE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920, 2560] as const;
/**
 * The fixed sizes the head and the structured data ask for: the logo (512), Open Graph's 1200 × 630,
 * and Google's 16:9, 4:3 and 1:1 article images (1200 × 675, 1200 × 900, 900 × 900).
 */
const FIXED_IMAGE_SIDES = [512, 630, 675, 900, 1200] as const;
/**
 * Every width or height the image endpoint makes: the srcset widths and the fixed sizes. Another
 * value is served at the next step up, so a resized copy is made once per step, not once per pixel.
 */
export const IMAGE_SIZE_LADDER: readonly number[] = [...new Set<number>([...RESPONSIVE_WIDTHS, ...FIXED_IMAGE_SIDES])].sort((a, b) => a - b);

/** The ladder's step a requested side is served at: the first at or above it (undefined past the largest). */
export function ladderStep(side: number): number | undefined {
  return IMAGE_SIZE_LADDER.find((step) => step >= side);
}

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
