import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  /** CSS width (default the full line). */
  width?: string;
  /** CSS height (default one line of text). Ignored when `aspectRatio` is given. */
  height?: string;
  /** For an image's place: `'16 / 9'` keeps the exact box the image will take. */
  aspectRatio?: string;
  className?: string;
}

/**
 * A grey block standing where content will be, at its size, so nothing moves when it arrives.
 * Hidden from assistive technology: QueryState announces the loading once.
 */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = aspectRatio ? { width, aspectRatio } : { width, height };
  return <span aria-hidden="true" className={className ? `skeleton ${className}` : 'skeleton'} style={style} />;
}

export interface SkeletonTextProps {
  /** How many lines the text takes. */
  lines?: number;
  /** Width of the last line (default: 60% after full lines, the full width for a single line). */
  lastWidth?: string;
  /** The text's class, so the lines take its font size and line height. */
  className?: string;
}

/** Lines of text, each the height of a line box of the text it stands for. */
export function SkeletonText({ lines = 3, lastWidth, className }: SkeletonTextProps) {
  const last = lastWidth ?? (lines > 1 ? '60%' : '100%');
  return (
    <span aria-hidden="true" className={className ? `skeleton-text ${className}` : 'skeleton-text'}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? last : '100%'} />
      ))}
    </span>
  );
}
