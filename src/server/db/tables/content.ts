import type { Generated } from 'kysely';

/**
 * The content tables (migration 2026-11-21T1300_create_content). Texts are stored in both
 * languages, side by side, so one answer serves both. Dates are ISO 8601 UTC strings
 * (`2026-11-21T09:00:00.000Z`), which compare correctly as text. Flags are 0 or 1.
 */

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  created_at: string;
  updated_at: string;
}

export interface ArticleTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  title_fr: string;
  title_en: string;
  excerpt_fr: string;
  excerpt_en: string;
  body_fr: string;
  body_en: string;
  image: string | null;
  image_alt_fr: string;
  image_alt_en: string;
  /** From the longer of the two bodies, at write time. */
  reading_minutes: number;
  /** Shown only when published = 1 and published_at <= now. */
  published: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface ClientTable {
  id: Generated<number>;
  slug: string;
  name: string;
  summary_fr: string;
  summary_en: string;
  body_fr: string;
  body_en: string;
  logo: string | null;
  /** The bare wordmark (migration 2026-11-24T0920_add_case_studies). */
  wordmark: string | null;
  published: number;
  /** Display order, ascending. */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectTable {
  id: Generated<number>;
  slug: string;
  client_id: number | null;
  title_fr: string;
  title_en: string;
  summary_fr: string;
  summary_en: string;
  body_fr: string;
  body_en: string;
  image: string | null;
  /** The case study at a glance (migration 2026-11-24T0920_add_case_studies), '' when not written. */
  challenge_fr: Generated<string>;
  challenge_en: Generated<string>;
  approach_fr: Generated<string>;
  approach_en: Generated<string>;
  result_fr: Generated<string>;
  result_en: Generated<string>;
  /** JSON arrays: ProjectOutcome[], string[] and ProjectScreen[] (shared/api.ts), '[]' when none. */
  outcomes: Generated<string>;
  stack: Generated<string>;
  screens: Generated<string>;
  published: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface JobTable {
  id: Generated<number>;
  slug: string;
  title_fr: string;
  title_en: string;
  summary_fr: string;
  summary_en: string;
  description_fr: string;
  description_en: string;
  employment_type: string;
  location: string;
  /** Gross pay range in whole units of salary_currency (ISO 4217) per salary_unit (SalaryUnit); all null when not stated (migration 2026-11-21T1700). */
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_unit: string | null;
  /** The workplace's postal address, all null when not given; address_country is ISO 3166-1 alpha-2. */
  street_address: string | null;
  postal_code: string | null;
  address_locality: string | null;
  address_region: string | null;
  address_country: string | null;
  /** Shown only when active = 1 and posted_at <= now. */
  active: number;
  posted_at: string;
  valid_through: string | null;
  created_at: string;
  updated_at: string;
}

export interface ItemTable {
  id: Generated<number>;
  slug: string;
  title_fr: string;
  title_en: string;
  description_fr: string;
  description_en: string;
  image: string | null;
  /** In cents of `currency`; payments always charge this value. */
  price_cents: number;
  currency: string;
  active: number;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ContentTables {
  categories: CategoryTable;
  articles: ArticleTable;
  clients: ClientTable;
  projects: ProjectTable;
  jobs: JobTable;
  items: ItemTable;
}

/** content_version's only row (migration 2026-11-24T0800_add_content_version): moved by triggers on every content table. */
export interface ContentVersionTable {
  id: number;
  version: number;
}
