import type { SalaryUnit } from './content';
import type { UserRole } from './admin';
import type { InterfaceLanguage, Language } from './languages';

/** Response shapes of /api (decisions.md). Content fields are carried in both languages. */

export interface Localized {
  fr: string;
  en: string;
}

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  profileImage: string | null;
  language: InterfaceLanguage;
  /** `staff` opens the back office (docs/decisions.md, "Roles and the back office"). */
  role: UserRole;
  createdAt: string;
}

export interface LoginResponse {
  user: User;
  token: string;
}

export interface LogoutResponse {
  user: null;
  token: null;
}

export interface Category {
  id: number;
  slug: string;
  name: Localized;
  /** A sentence or two introducing the category (its page). Always sent by the API. */
  description?: Localized;
}

/**
 * Lists (get-all-articles, get-3-articles, blog pages) answer summaries: everything but the text,
 * which only the article's own address (articles/unique/{id}) carries. The same holds for clients,
 * projects and jobs: a list stays a few kilobytes however long the texts grow. The site's own card
 * endpoints (blog/cards, related-cards, clients/cards, projects/cards) answer less still: what a
 * card shows, an article's category by slug and name only.
 */
export interface ArticleCardData {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  /** Decorative in a list (the card's title says it all); described on the article's page. */
  image: string | null;
  readingMinutes: number;
  category: Pick<Category, 'slug' | 'name'>;
  publishedAt: string;
}

export interface ArticleSummary extends ArticleCardData {
  category: Category;
  updatedAt: string;
}

export interface Article extends ArticleSummary {
  body: Localized;
  /** Text alternative of `image`. Always sent by the API. */
  imageAlt?: Localized;
}

/** A page of the blog: the spec's (`blog/page/{n}`) lists summaries, the site's own (`blog/cards/{n}`) cards. */
export interface BlogPage<Entry extends ArticleCardData = ArticleSummary> {
  data: Entry[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** What home's strip of clients shows: a logo and a name, linked to the reference's page. */
export interface ClientCardData {
  id: number;
  slug: string;
  name: string;
  /** The client's card, 1600×900 (CONTENT_IMAGE_SIZE). */
  logo: string | null;
  /** The bare wordmark (SVG, its own aspect ratio), for strips of logos; null when there is none. */
  wordmark: string | null;
}

export interface ClientSummary extends ClientCardData {
  summary: Localized;
  updatedAt: string;
}

export interface Client extends ClientSummary {
  body: Localized;
}

/** The client a project was made for: its reference page's slug and its name. */
export interface ProjectClient {
  slug: string;
  name: string;
}

/** A measurable outcome of a project: the figure ("−40 %") and what it measures. */
export interface ProjectOutcome {
  figure: Localized;
  label: Localized;
}

/** A screen of the product, drawn at its device's screen size (shared/devices.ts). */
export interface ProjectScreen {
  image: string;
  device: 'phone' | 'tablet' | 'laptop';
  alt: Localized;
}

/** What a project's card shows (the lists): the case study itself comes with the project's own address. */
export interface ProjectCardData {
  id: number;
  slug: string;
  title: Localized;
  summary: Localized;
  image: string | null;
  /** Null for the agency's own projects. */
  client: ProjectClient | null;
  /** Technologies, by their own names. */
  stack: string[];
  publishedAt: string;
}

export interface ProjectSummary extends ProjectCardData {
  /** The case study at a glance, one or two sentences each (empty texts when not written). */
  challenge: Localized;
  approach: Localized;
  result: Localized;
  /** Measurable outcomes (sample figures in the sample content). */
  outcomes: ProjectOutcome[];
  /** /media/projects/<slug>/screen-<n>-<device>.svg, each shown in its device's frame. */
  screens: ProjectScreen[];
  updatedAt: string;
}

export interface Project extends ProjectSummary {
  body: Localized;
}

export interface JobSummary {
  id: number;
  slug: string;
  title: Localized;
  summary: Localized;
  employmentType: string;
  /** A short place for lists ("Bobigny, France"). */
  location: string;
  /** The workplace's postal address; null when the offer gives none (the agency's office, then). */
  address: JobAddress | null;
  /** Gross pay range; null when the offer states none. */
  salary: JobSalary | null;
  postedAt: string;
  validThrough: string | null;
  updatedAt: string;
}

export interface Job extends JobSummary {
  description: Localized;
}

export interface JobAddress {
  street: string;
  postalCode: string;
  locality: string;
  region: string;
  /** ISO 3166-1 alpha-2 (`FR`). */
  countryCode: string;
}

/** Gross pay from `min` to `max` (equal for a fixed amount), in whole units of `currency` per `unit`. */
export interface JobSalary {
  min: number;
  max: number;
  /** ISO 4217 (`EUR`). */
  currency: string;
  unit: SalaryUnit;
}

export interface Item {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  image: string | null;
  /** Price in cents of euro. */
  priceCents: number;
  currency: 'eur';
}

export interface PaymentIntentData {
  clientSecret: string;
  paymentId: number;
  /** Amount in cents. */
  amount: number;
  currency: string;
}

/** Where a card payment stands. `succeeded` and `canceled` are final; a `failed` one may still succeed (another card). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One row of GET /payments/mine: a payment as its owner sees it. */
export interface PaymentRecord {
  id: number;
  item: { id: number; slug: string; title: Localized };
  /** In cents of `currency`. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
}

export type LanguageResponse = Language;

/** Query parameters of GET /images/get-image. */
export interface ImageRequest {
  imageURL: string;
  width?: number;
  height?: number;
  slug: string;
}
