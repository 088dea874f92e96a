/** Rules of the content API (decisions.md) that the client and the server both use. */

/** Articles per page of GET /api/blog/page/{n}, newest first. */
export const BLOG_PAGE_SIZE = 6;

/** Intrinsic size of every content image (article covers, project, client and item images). */
export const CONTENT_IMAGE_SIZE = { width: 1600, height: 900 } as const;

/** Job offers' employment types (schema.org JobPosting wording, plus apprenticeships). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'APPRENTICESHIP', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** What a job's pay is counted per (schema.org QuantitativeValue unitText, as Google's job postings read it). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** A blog page number from a path segment: anything but a whole number from 1 means page 1 (spec). */
export function pageNumberFrom(value: unknown): number {
  const text = String(value);
  if (!/^\d{1,15}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? page : 1;
}
