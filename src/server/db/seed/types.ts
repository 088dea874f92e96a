import type { JobAddress, JobSalary, Localized, ProjectSummary } from '../../../shared/api';
import type { EmploymentType } from '../../../shared/content';

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

export interface SeedClient {
  slug: string;
  /** The organisation's own name, the same in both languages. */
  name: string;
  /** One or two sentences for the references list. */
  summary: Localized;
  /** A short case study: the context, what we did, the result. */
  body: Localized;
  /** /media/clients/<slug>.svg: the client's card, 1600×900 (its page's cover). */
  logo: string;
  /** /media/clients/wordmarks/<slug>.svg: the bare wordmark, for strips of logos. */
  wordmark: string;
  published: boolean;
}

/** The case study at a glance (challenge, approach, result, outcomes, stack, screens) is as the API gives it. */
export interface SeedProject extends Pick<ProjectSummary, 'challenge' | 'approach' | 'result' | 'outcomes' | 'stack' | 'screens'> {
  slug: string;
  /** A SeedClient slug, or null for the agency's own projects. */
  client: string | null;
  title: Localized;
  summary: Localized;
  /** The case study: context, what we built, the result. */
  body: Localized;
  /** /media/projects/<slug>.svg */
  image: string;
  /** ISO date; a future date is not published yet. */
  publishedAt: string;
  published: boolean;
}

export interface SeedJob {
  slug: string;
  title: Localized;
  summary: Localized;
  /** Missions, profile, what we offer, where and how. */
  description: Localized;
  employmentType: EmploymentType;
  /** Short place for lists. */
  location: string;
  /** The workplace; left out, the API answers null. */
  address?: JobAddress;
  /** Gross pay range; left out, the API answers null. */
  salary?: JobSalary;
  /** ISO date; a future date is not shown yet. */
  postedAt: string;
  /** ISO date the offer ends, or null while open-ended. */
  validThrough: string | null;
  active: boolean;
}

export interface SeedItem {
  slug: string;
  title: Localized;
  description: Localized;
  /** /media/items/<slug>.svg */
  image: string;
  /** Price in cents of euro. */
  priceCents: number;
  active: boolean;
}

/** Everything seedIfEmpty loads, in display order. */
export interface SeedContent {
  categories: SeedCategory[];
  articles: SeedArticle[];
  clients: SeedClient[];
  projects: SeedProject[];
  jobs: SeedJob[];
  items: SeedItem[];
}
