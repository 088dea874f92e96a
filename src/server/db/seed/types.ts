import type { Localized } from '../../../shared/api';

/**
 * The sample content loaded into an empty database, as a small agency would write it. Long
 * texts (`body`, `description`) use a small, safe Markdown subset the client renders without
 * HTML: paragraphs separated by a blank line, `## ` subheadings, `- ` list items, `**bold**`.
 * Images are paths under public/media (served at /media/...), resized by /api/images/get-image.
 */

export interface SeedCategory {
  slug: string;
  name: Localized;
  description: Localized;
}

export interface SeedArticle {
  slug: string;
  /** A SeedCategory slug. */
  category: string;
  title: Localized;
  /** One or two sentences for cards and meta descriptions (at most 200 characters). */
  excerpt: Localized;
  body: Localized;
  /** Cover image path, e.g. /media/articles/progressive-web-app.svg, and its intrinsic size. */
  image: string;
  imageAlt: Localized;
  /** ISO date; a future date is not published yet. */
  publishedAt: string;
  /** false: a draft that never shows. */
  published: boolean;
}
