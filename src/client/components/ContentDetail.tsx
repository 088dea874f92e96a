import { Fragment, useId, type ReactNode } from 'react';
import { CONTENT_IMAGE_SIZE } from '../../shared/content';
import { Seo, type SeoProps } from './Seo';
import { ResponsiveImage } from './ResponsiveImage';
import { Skeleton, SkeletonText } from './Skeleton';
import './ContentDetail.css';

// The text column is --text-width (42rem) wide at most and the cover spans it; a wide page's cover
// spans main (--content-width less its gutters).
const COVER_SIZES = '(min-width: 46rem) 42rem, 100vw';
const WIDE_COVER_SIZES = '(min-width: 72rem) 67rem, 95vw';

export interface ContentDetailProps {
  /** The page's h1 and document title. */
  title: string;
  /** Short facts above the title (category, date, reading time...), shown separated by dots. */
  meta?: ReactNode[];
  /** The summary under the title. */
  lead?: string;
  /** Cover path (`/media/...`, 1600×900): the page's largest image, loaded first. */
  cover?: string | null;
  /** The cover's text alternative; '' (default) when it only illustrates the title. */
  coverAlt?: string;
  children: ReactNode;
  /** What search engines and link previews get beyond the title, lead and cover (JSON-LD, type); null: not a page of its own (a preview). */
  seo?: Omit<SeoProps, 'title'> | null;
  /** The title's level: 1 on its page, 2 where it is shown inside another page (a preview). */
  titleLevel?: 1 | 2;
  /** The cover and the body's `.detail__wide` parts span the page; text keeps its reading width. */
  wide?: boolean;
}

/** The page of one piece of content (article, project, client, job): one h1, then its text. */
export function ContentDetail({ title, meta = [], lead, cover, coverAlt = '', children, seo, wide = false, titleLevel = 1 }: ContentDetailProps) {
  const titleId = useId();
  const Title = `h${titleLevel}` as const;
  return (
    <article className={wide ? 'detail detail--wide' : 'detail'} aria-labelledby={titleId}>
      {seo !== null && <Seo title={title} description={lead} image={cover} imageAlt={coverAlt || undefined} {...seo} />}
      <header className="detail__header">
        {meta.length > 0 && (
          <p className="detail__meta">
            {meta.map((fact, index) => (
              <Fragment key={index}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                {fact}
              </Fragment>
            ))}
          </p>
        )}
        <Title id={titleId} className="detail__title">
          {title}
        </Title>
        {lead && <p className="detail__lead">{lead}</p>}
      </header>
      {cover && (
        <ResponsiveImage
          className="detail__cover"
          src={cover}
          alt={coverAlt}
          width={CONTENT_IMAGE_SIZE.width}
          height={CONTENT_IMAGE_SIZE.height}
          sizes={wide ? WIDE_COVER_SIZES : COVER_SIZES}
          priority
        />
      )}
      <div className="detail__body">{children}</div>
    </article>
  );
}

/** ContentDetail's boxes while it loads: meta line, a two-line title, the lead, the cover (unless `cover={false}`), text. */
export function ContentDetailSkeleton({ cover = true }: { cover?: boolean }) {
  return (
    <div className="detail" aria-hidden="true">
      <div className="detail__header">
        <SkeletonText lines={1} lastWidth="40%" className="detail__meta" />
        <SkeletonText lines={2} className="detail__title" />
        <SkeletonText lines={2} className="detail__lead" />
      </div>
      {cover && <Skeleton className="detail__cover" aspectRatio={`${CONTENT_IMAGE_SIZE.width} / ${CONTENT_IMAGE_SIZE.height}`} />}
      <div className="detail__body">
        <SkeletonText lines={6} />
      </div>
    </div>
  );
}
