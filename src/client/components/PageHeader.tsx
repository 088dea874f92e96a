import type { Ref } from 'react';
import { Seo } from './Seo';
import { Skeleton, SkeletonText } from './Skeleton';
import './PageHeader.css';

export interface PageHeaderProps {
  /** Id of the h1, for the page's `aria-labelledby`. */
  id: string;
  /** The h1 and the document title. */
  title: string;
  /** A short line above the title ("Category"). */
  eyebrow?: string;
  /** The paragraph under the title. */
  intro?: string;
  /** To move the focus to the title (it is focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A decorative drawing beside the title on wide screens (public/media/illustrations/). */
  illustration?: string;
}

/**
 * The top of a list page (blog, projects, jobs...): its one h1, an introduction, the document title.
 * Its stylesheet also gives list pages `.empty-state`, for a list with nothing to show.
 */
export function PageHeader({ id, title, eyebrow, intro, headingRef, illustration }: PageHeaderProps) {
  const text = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id={id} ref={headingRef} tabIndex={-1} className="page-header__title">
        {title}
      </h1>
      {intro && <p className="page-header__intro">{intro}</p>}
    </>
  );
  return (
    <header className={illustration ? 'page-header page-header--art page-intro' : 'page-header'}>
      <Seo title={title} />
      {illustration ? <div>{text}</div> : text}
      {illustration && <PageArt src={illustration} />}
    </header>
  );
}

/** The drawing of a page's opening (.page-intro): decorative, the first thing painted, so never lazy. */
export function PageArt({ src }: { src: string }) {
  return <img className="page-intro__art" src={src} alt="" width={1200} height={800} fetchPriority="high" />;
}

/** PageHeader's boxes, for a page whose title comes with its data. */
export function PageHeaderSkeleton({ eyebrow = false, intro = true }: { eyebrow?: boolean; intro?: boolean }) {
  return (
    <div className="page-header" aria-hidden="true">
      {eyebrow && <SkeletonText lines={1} lastWidth="6rem" className="eyebrow" />}
      <Skeleton width="40%" height="calc(var(--leading-tight) * 1em)" className="page-header__title" />
      {intro && <SkeletonText lines={1} className="page-header__intro" />}
    </div>
  );
}
