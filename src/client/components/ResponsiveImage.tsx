import { useHydrated } from '../lib/hydration';
import { MAX_IMAGE_DIMENSION, RESPONSIVE_WIDTHS, imageUrl, ladderStep, slugOfPath } from '../../shared/images';

export interface ResponsiveImageProps {
  /** The source: a path of this site's media or uploads (`/media/...`, `/uploads/...`). */
  src: string;
  /** Text alternative; '' for a purely decorative image. */
  alt: string;
  /** Intrinsic size of the source: sets the aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the image is drawn, as the `sizes` attribute (`(min-width: 1024px) 33vw, 100vw`). */
  sizes: string;
  /** The page's largest image (its LCP): loaded at once and first, not lazily. */
  priority?: boolean;
  /** File name given to the resized image (defaults to the source's). */
  slug?: string;
  className?: string;
}

/**
 * The srcset widths for a source: the ladder's up to the source's own width, which is asked at its
 * step (the server never enlarges, so that step gives the source's size; any other width would be
 * served at its step anyway).
 */
export function responsiveWidths(intrinsicWidth: number): number[] {
  const largest = ladderStep(Math.min(intrinsicWidth, MAX_IMAGE_DIMENSION))!;
  return [...RESPONSIVE_WIDTHS.filter((width) => width < largest), largest];
}

export function srcSetFor(src: string, intrinsicWidth: number, slug = slugOfPath(src)): string {
  return responsiveWidths(intrinsicWidth)
    .map((width) => `${imageUrl({ imageURL: src, width, slug })} ${width}w`)
    .join(', ');
}

/**
 * Every content image: resized by the server to the width the layout needs, in the best format the
 * browser takes. A lazy image of a server-rendered page gets its source once the app has taken the
 * page over: lazy loading still fetches what is within a few screens, and on a slow line those
 * covers took the bandwidth the app's scripts needed. Its box keeps its size meanwhile (`width`
 * and `height`, and the CSS's aspect-ratio), so nothing shifts.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, slug, className }: ResponsiveImageProps) {
  const hydrated = useHydrated();
  const widths = responsiveWidths(width);
  // The fallback src for browsers without srcset: a middle size.
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)]!;
  const withSource = priority || hydrated;
  return (
    <img
      className={className}
      src={withSource ? imageUrl({ imageURL: src, width: fallbackWidth, slug: slug ?? slugOfPath(src) }) : undefined}
      srcSet={withSource ? srcSetFor(src, width, slug) : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
