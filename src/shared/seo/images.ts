import { imageUrl, slugOfPath } from '../images';

/** The agency's logo (public/media/logo.svg, the favicon's mark), served as a raster through the image endpoint. */
export const LOGO_SOURCE = '/media/logo.svg';
export const LOGO_SIZE = 512;

/**
 * The absolute address of a content image (`/media/...`) as a raster of the given size: search
 * engines and social networks want JPEG, PNG or WebP of a known size, not the source SVG.
 */
export function absoluteImageUrl(siteUrl: string, source: string, width: number, height: number): string {
  return siteUrl + imageUrl({ imageURL: source, width, height, slug: slugOfPath(source) });
}

export function logoUrl(siteUrl: string): string {
  return absoluteImageUrl(siteUrl, LOGO_SOURCE, LOGO_SIZE, LOGO_SIZE);
}
