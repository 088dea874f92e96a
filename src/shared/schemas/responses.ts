import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../api';
import { USER_ROLES } from '../roles';
import { SALARY_UNITS } from '../content';
import { ERROR_CODES } from '../errors';
import { INTERFACE_LANGUAGES } from '../languages';

/**
 * What /api answers, the one contract of both sides: each route declares its answers with these
 * (the server's serializer keeps only what they name, docs/openapi.json is generated from them) and
 * shared/api.ts's types are theirs. Content fields are carried in both languages (decisions.md).
 * The client imports the types only: no schema here reaches the browser.
 */

export const localized = z.object({ fr: z.string(), en: z.string() });

/** Every error: its code, its message in the request's language, and for a form each failing field's code. */
export const apiError = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.enum(ERROR_CODES as [string, ...string[]]))),
});

/** `{ data }`, the envelope of every answer but login, logout and health. */
export function dataOf<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** `{ data: [...] }`, a list. */
export function listOf<T extends z.core.$ZodType>(schema: T) {
  return dataOf(z.array(schema));
}

export const user = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
  language: z.enum(INTERFACE_LANGUAGES),
  /** `staff` opens the back office (docs/decisions.md, "Roles and the back office"). */
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
});

export const loginResponse = z.object({ user, token: z.string() });
export const logoutResponse = z.object({ user: z.null(), token: z.null() });

export const category = z.object({
  id: z.number(),
  slug: z.string(),
  name: localized,
  /** A sentence or two introducing the category (its page). Always sent by the API. */
  description: z.optional(localized),
});

/**
 * Lists (get-all-articles, get-3-articles, blog pages) answer summaries: everything but the text,
 * which only the article's own address (articles/unique/{id}) carries. The same holds for clients,
 * projects and jobs: a list stays a few kilobytes however long the texts grow. The site's own card
 * endpoints (blog/cards, related-cards, clients/cards, projects/cards) answer less still: what a
 * card shows, an article's category by slug and name only.
 */
export const articleCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: localized,
  excerpt: localized,
  /** Decorative in a list (the card's title says it all); described on the article's page. */
  image: z.nullable(z.string()),
  readingMinutes: z.number(),
  category: z.pick(category, { slug: true, name: true }),
  publishedAt: z.string(),
});

export const articleSummary = z.extend(articleCard, { category, updatedAt: z.string() });

export const article = z.extend(articleSummary, {
  body: localized,
  /** Text alternative of `image`. Always sent by the API. */
  imageAlt: z.optional(localized),
});

/** A page of the blog: the spec's (`blog/page/{n}`) lists summaries, the site's own (`blog/cards/{n}`) cards. */
function blogPageOf<T extends z.core.$ZodType>(entry: T) {
  return z.object({ data: z.array(entry), page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() });
}
export const blogPage = blogPageOf(articleSummary);
export const blogCardsPage = blogPageOf(articleCard);

/** What home's strip of clients shows: a logo and a name, linked to the reference's page. */
export const clientCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The client's card, 1600×900 (CONTENT_IMAGE_SIZE). */
  logo: z.nullable(z.string()),
  /** The bare wordmark (SVG, its own aspect ratio), for strips of logos; null when there is none. */
  wordmark: z.nullable(z.string()),
});

export const clientSummary = z.extend(clientCard, { summary: localized, updatedAt: z.string() });
export const client = z.extend(clientSummary, { body: localized });

/** The client a project was made for: its reference page's slug and its name. */
export const projectClient = z.object({ slug: z.string(), name: z.string() });

/** A measurable outcome of a project: the figure ("−40 %") and what it measures. */
export const projectOutcome = z.object({ figure: localized, label: localized });

/**
 * A screen of the product, drawn at its device's screen size (shared/devices.ts): `image` in French
 * when its interface has words, `imageByLanguage` the same screen in another language where one is drawn.
 */
export const projectScreen = z.object({
  image: z.string(),
  imageByLanguage: z.optional(z.partial(localized)),
  device: z.enum(['phone', 'tablet', 'laptop']),
  alt: localized,
});

/** What a project's card shows (the lists): the case study itself comes with the project's own address. */
export const projectCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: localized,
  summary: localized,
  image: z.nullable(z.string()),
  /** Null for the agency's own projects. */
  client: z.nullable(projectClient),
  /** Technologies, by their own names. */
  stack: z.array(z.string()),
  publishedAt: z.string(),
});

export const projectSummary = z.extend(projectCard, {
  /** The case study at a glance, one or two sentences each (empty texts when not written). */
  challenge: localized,
  approach: localized,
  result: localized,
  /** Measurable outcomes (sample figures in the sample content). */
  outcomes: z.array(projectOutcome),
  /** /media/projects/<slug>/screen-<n>-<device>.svg, each shown in its device's frame. */
  screens: z.array(projectScreen),
  updatedAt: z.string(),
});

export const project = z.extend(projectSummary, { body: localized });

export const jobAddress = z.object({
  street: z.string(),
  postalCode: z.string(),
  locality: z.string(),
  region: z.string(),
  /** ISO 3166-1 alpha-2 (`FR`). */
  countryCode: z.string(),
});

/** Gross pay from `min` to `max` (equal for a fixed amount), in whole units of `currency` per `unit`. */
export const jobSalary = z.object({
  min: z.number(),
  max: z.number(),
  /** ISO 4217 (`EUR`). */
  currency: z.string(),
  unit: z.enum(SALARY_UNITS),
});

export const jobSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: localized,
  summary: localized,
  employmentType: z.string(),
  /** A short place for lists ("Bobigny, France"). */
  location: z.string(),
  /** The workplace's postal address; null when the offer gives none (the agency's office, then). */
  address: z.nullable(jobAddress),
  /** Gross pay range; null when the offer states none. */
  salary: z.nullable(jobSalary),
  postedAt: z.string(),
  validThrough: z.nullable(z.string()),
  updatedAt: z.string(),
});

export const job = z.extend(jobSummary, { description: localized });

export const item = z.object({
  id: z.number(),
  slug: z.string(),
  title: localized,
  description: localized,
  image: z.nullable(z.string()),
  /** Price in cents of euro. */
  priceCents: z.number(),
  currency: z.literal('eur'),
});

export const paymentIntent = z.object({
  clientSecret: z.string(),
  paymentId: z.number(),
  /** Amount in cents. */
  amount: z.number(),
  currency: z.string(),
});

/** One row of GET /payments/mine: a payment as its owner sees it. */
export const paymentRecord = z.object({
  id: z.number(),
  item: z.object({ id: z.number(), slug: z.string(), title: localized }),
  /** In cents of `currency`. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});

export const language = z.object({ code: z.enum(INTERFACE_LANGUAGES), nativeName: z.string() });

/** A message or a candidacy received (or a robot's decoy, which looks the same). */
export const submission = z.object({ id: z.number(), createdAt: z.string() });

/** GET /api/health: `ok` with 200, the reason with 503. */
export const health = z.object({ status: z.enum(['ok', 'draining', 'databaseUnavailable', 'migrationsPending']) });

/** Names schemas once each: the OpenAPI document lists them as components and refers to them by name. */
export function nameForDocs(named: Record<string, z.core.$ZodType>): void {
  for (const [id, schema] of Object.entries(named)) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

const NAMED = {
  Localized: localized,
  ApiError: apiError,
  User: user,
  LoginResponse: loginResponse,
  LogoutResponse: logoutResponse,
  Category: category,
  ArticleCard: articleCard,
  ArticleSummary: articleSummary,
  Article: article,
  BlogPage: blogPage,
  BlogCardsPage: blogCardsPage,
  ClientCard: clientCard,
  ClientSummary: clientSummary,
  Client: client,
  ProjectClient: projectClient,
  ProjectOutcome: projectOutcome,
  ProjectScreen: projectScreen,
  ProjectCard: projectCard,
  ProjectSummary: projectSummary,
  Project: project,
  JobAddress: jobAddress,
  JobSalary: jobSalary,
  JobSummary: jobSummary,
  Job: job,
  Item: item,
  PaymentIntent: paymentIntent,
  PaymentRecord: paymentRecord,
  Language: language,
  Submission: submission,
  Health: health,
};
nameForDocs(NAMED);
