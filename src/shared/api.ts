import type * as z from 'zod/mini';
import type { Language } from './languages';
import type * as schemas from './schemas/responses';

/**
 * The types of /api's answers: those of the response schemas (schemas/responses.ts), which the
 * routes declare and docs/openapi.json documents. Type-only: the client imports no schema.
 */

export type Localized = z.infer<typeof schemas.localized>;
export type User = z.infer<typeof schemas.user>;
export type LoginResponse = z.infer<typeof schemas.loginResponse>;
export type LogoutResponse = z.infer<typeof schemas.logoutResponse>;
export type Category = z.infer<typeof schemas.category>;
export type ArticleCardData = z.infer<typeof schemas.articleCard>;
export type ArticleSummary = z.infer<typeof schemas.articleSummary>;
export type Article = z.infer<typeof schemas.article>;

/** A page of the blog: the spec's (`blog/page/{n}`) lists summaries, the site's own (`blog/cards/{n}`) cards. */
export type BlogPage<Entry extends ArticleCardData = ArticleSummary> = Omit<z.infer<typeof schemas.blogPage>, 'data'> & { data: Entry[] };

export type ClientCardData = z.infer<typeof schemas.clientCard>;
export type ClientSummary = z.infer<typeof schemas.clientSummary>;
export type Client = z.infer<typeof schemas.client>;
export type ProjectClient = z.infer<typeof schemas.projectClient>;
export type ProjectOutcome = z.infer<typeof schemas.projectOutcome>;
export type ProjectScreen = z.infer<typeof schemas.projectScreen>;
export type ProjectCardData = z.infer<typeof schemas.projectCard>;
export type ProjectSummary = z.infer<typeof schemas.projectSummary>;
export type Project = z.infer<typeof schemas.project>;
export type JobSummary = z.infer<typeof schemas.jobSummary>;
export type Job = z.infer<typeof schemas.job>;
export type JobAddress = z.infer<typeof schemas.jobAddress>;
export type JobSalary = z.infer<typeof schemas.jobSalary>;
export type Item = z.infer<typeof schemas.item>;
export type PaymentIntentData = z.infer<typeof schemas.paymentIntent>;
export type PaymentRecord = z.infer<typeof schemas.paymentRecord>;

/** Where a card payment stands. `succeeded` and `canceled` are final; a `failed` one may still succeed (another card). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type LanguageResponse = Language;

/** Query parameters of GET /images/get-image. */
export interface ImageRequest {
  imageURL: string;
  width?: number;
  height?: number;
  slug: string;
}
