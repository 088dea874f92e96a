import type { ReactNode } from 'react';
import { CONTENT_IMAGE_SIZE } from '../../shared/content';
import { ResponsiveImage } from './ResponsiveImage';
import { Skeleton, SkeletonText } from './Skeleton';
import './CardGrid.css';

// One column on phones, two on tablets, three from 64rem (main is 72rem wide at most).
export const CARD_IMAGE_SIZES = '(min-width: 72rem) 23rem, (min-width: 64rem) 31vw, (min-width: 40rem) 48vw, 100vw';

/** A portfolio's cards: one column on phones, two from 48rem, so the covers lead. */
export const PORTFOLIO_IMAGE_SIZES = '(min-width: 72rem) 34rem, (min-width: 48rem) 47vw, 100vw';

/** A responsive grid of cards: one, two then three columns; a portfolio has two, with larger covers. */
export function CardGrid({ children, portfolio = false }: { children: ReactNode; portfolio?: boolean }) {
  return <ul className={portfolio ? 'card-grid card-grid--portfolio' : 'card-grid'}>{children}</ul>;
}

export interface CardProps {
  /** Id of the card's heading: names the card for assistive technology. */
  titleId: string;
  /** Cover path (`/media/...`), or null: an empty box of the same size keeps the grid even. */
  image: string | null;
  /** The page's first card: its cover is in the first screen, so it loads at once and first (LCP). */
  priority?: boolean;
  /** How wide the cover is drawn, when the grid is not the default one. */
  sizes?: string;
  children: ReactNode;
}

/** One card of a CardGrid: its cover (decorative: the heading says what it is), then its text. */
export function Card({ titleId, image, priority, sizes = CARD_IMAGE_SIZES, children }: CardProps) {
  return (
    <li className="card">
      <article className="card__inner" aria-labelledby={titleId}>
        {image ? (
          <ResponsiveImage className="card__image" src={image} alt="" width={CONTENT_IMAGE_SIZE.width} height={CONTENT_IMAGE_SIZE.height} sizes={sizes} priority={priority} />
        ) : (
          <span className="card__image card__image--none" aria-hidden="true" />
        )}
        <div className="card__body">{children}</div>
      </article>
    </li>
  );
}

/** `count` cards' worth of placeholders in the same grid: cover, meta line, two-line title, `lines` of text, link. */
export function CardGridSkeleton({ count, lines = 3, portfolio = false }: { count: number; lines?: number; portfolio?: boolean }) {
  return (
    <ul className={portfolio ? 'card-grid card-grid--portfolio' : 'card-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card">
          <div className="card__inner">
            <Skeleton className="card__image" aspectRatio={`${CONTENT_IMAGE_SIZE.width} / ${CONTENT_IMAGE_SIZE.height}`} />
            <div className="card__body">
              <SkeletonText lines={1} lastWidth="70%" className="card__meta" />
              <SkeletonText lines={2} lastWidth="70%" className="card__title" />
              <SkeletonText lines={lines} />
              <SkeletonText lines={1} lastWidth="8rem" className="card__more" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
