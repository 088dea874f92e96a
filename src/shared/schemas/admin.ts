import * as z from 'zod/mini';
import type { ErrorCode } from '../errors';
import { CLIENT_STATUSES, ITEM_STATUSES, JOB_STATUSES, PUBLICATION_STATUSES } from '../contentKinds';
import { EMPLOYMENT_TYPES, SALARY_UNITS } from '../content';
import { optionalText as textOrEmpty, requiredText } from './fields';

/**
 * Bodies of the staff API's POST and PUT (src/shared/admin.ts), which the staff forms validate
 * with too. Built from `z.object`, `.check(...)` and top-level checks only, so the same source
 * works with zod and zod/mini. Key order is check order: the first issue is the first rule broken.
 * Objects are strict: an unknown field is a badRequest, not silently dropped.
 */

export const ADMIN_MAX_LENGTH = {
  title: 200,
  slug: 100,
  summary: 1000,
  body: 50_000,
  short: 100,
  url: 300,
  stack: 20,
} as const;

/** Highest price an item may have, in euros: keeps cents well inside a 32-bit integer. */
export const ITEM_MAX_PRICE_EUROS = 1_000_000;
export const MAX_POSITION = 100_000;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title gives: lowercase ASCII letters and digits joined by single dashes (accents
 * dropped, `œ`/`æ` spelled out). '' when the title has no letter or digit.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ADMIN_MAX_LENGTH.slug)
    .replace(/^-+|-+$/g, '');
}

/**
 * The only images a content entry may name: the site's own media and the images uploaded through
 * POST /api/admin/images (`/uploads/content/<random>.<ext>`), never another site's address.
 */
export const CONTENT_UPLOADS_PREFIX = '/uploads/content/';
const OWN_IMAGE_PATTERN = /^(?:\/media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:png|jpe?g|webp|svg)|\/uploads\/content\/[0-9a-f]{32}\.(?:png|jpg|webp))$/;

export function isOwnImageUrl(value: string): boolean {
  return OWN_IMAGE_PATTERN.test(value) && !value.includes('..');
}

interface TextOptions {
  /** Several lines (a body): tabs and line breaks allowed. */
  lines?: boolean;
}

// Texts are fields.ts's requiredText and optionalText: trimmed, not too long, no control character.

/** A text that may be empty: absent means ''. */
function optionalText(max: number, { lines = false }: TextOptions = {}) {
  return z._default(textOrEmpty(max, { lines }), '');
}

/** Both languages of a required text; each one missing reports `code` on `field.fr` or `field.en`. */
function localized(code: ErrorCode, max: number, options: TextOptions = {}) {
  return z.strictObject({ fr: requiredText(code, max, options), en: requiredText(code, max, options) }, { error: code });
}

function optionalLocalized(max: number, options: TextOptions = {}) {
  return z._default(z.strictObject({ fr: optionalText(max, options), en: optionalText(max, options) }, { error: 'badRequest' }), {
    fr: '',
    en: '',
  });
}

/** Empty or absent: the server makes one from the French title (or the name). Otherwise lowercase ASCII with dashes. */
function slugField() {
  return z._default(
    z.string({ error: 'notValidSlug' }).check(
      z.trim(),
      z.maxLength(ADMIN_MAX_LENGTH.slug, 'notValidSlug'),
      z.refine((value) => value === '' || SLUG_PATTERN.test(value), 'notValidSlug'),
    ),
    '',
  );
}

/** The id of another entry (a category, a client). */
function reference(code: ErrorCode) {
  return z.int({ error: code }).check(z.gte(1, code), z.lte(Number.MAX_SAFE_INTEGER, code));
}

/** An image URL of the site's own, or null (absent, '' or null all mean no image). */
function optionalImage() {
  return z.pipe(
    z._default(
      z.nullable(
        z.string({ error: 'notValidImage' }).check(
          z.trim(),
          z.maxLength(ADMIN_MAX_LENGTH.url, 'notValidImage'),
          z.refine((value) => value === '' || isOwnImageUrl(value), 'notValidImage'),
        ),
      ),
      null,
    ),
    z.transform((value): string | null => (value ? value : null)),
  );
}

function requiredImage(code: ErrorCode) {
  return z.string({ error: code }).check(
    z.trim(),
    z.minLength(1, code),
    z.maxLength(ADMIN_MAX_LENGTH.url, 'notValidImage'),
    z.refine((value) => value === '' || isOwnImageUrl(value), 'notValidImage'),
  );
}

// A date as ISO 8601: `2026-12-01` (midnight UTC) or a date-time with its offset (`...T09:30:00Z`, `+01:00`).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The date, or null when it is not one (`2026-02-31` included: Date would roll it over to March). */
export function parseIsoDate(value: string): Date | null {
  const parts = ISO_DATE.exec(value);
  if (!parts) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (year! < 2000 || year! > 2200 || month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth || hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  const date = new Date(parts[4] === undefined ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date that may be left out: absent, '' or null give null; anything else must be a valid date. Out as ISO UTC. */
function optionalDate() {
  return z.pipe(
    z._default(
      z.nullable(z.string({ error: 'notValidDate' }).check(z.trim(), z.refine((value) => value === '' || parseIsoDate(value) !== null, 'notValidDate'))),
      null,
    ),
    z.transform((value): string | null => (value ? parseIsoDate(value)!.toISOString() : null)),
  );
}

function position() {
  return z._default(z.int({ error: 'badRequest' }).check(z.gte(0, 'badRequest'), z.lte(MAX_POSITION, 'badRequest')), 0);
}

/**
 * An item's price in euros as typed, "49.9", "49,90" or 49.9: more than 0, at most 2 decimals.
 * Out in cents. Empty, not a positive number or more decimals: emptyItemPrice (spec).
 */
const EUROS_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export function eurosToCents(value: string | number): number | null {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value).trim();
  if (!EUROS_PATTERN.test(text)) return null;
  const [units, decimals = ''] = text.split(/[.,]/);
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return cents > 0 && cents <= ITEM_MAX_PRICE_EUROS * 100 ? cents : null;
}

function price() {
  return z.pipe(
    z.union([z.string(), z.number()], { error: 'emptyItemPrice' }).check(z.refine((value) => eurosToCents(value) !== null, 'emptyItemPrice')),
    z.transform((value) => eurosToCents(value)!),
  );
}

const publication = {
  status: z.enum(PUBLICATION_STATUSES, { error: 'badRequest' }),
  /** Required when scheduled; when published and empty, the server sets now. */
  publishedAt: optionalDate(),
};

interface Publication {
  status: string;
  publishedAt: string | null;
}

/** Scheduled means a date, in the future; published means public now, so not a future date. Reported on publishedAt. */
const SCHEDULED_CHECKS = [
  z.refine<Publication>((value) => value.status !== 'scheduled' || value.publishedAt !== null, {
    error: 'emptyPublicationDate',
    path: ['publishedAt'],
  }),
  z.refine<Publication>((value) => value.publishedAt === null || value.status === 'draft' || (value.status === 'scheduled') === Date.parse(value.publishedAt) > Date.now(), {
    error: 'notValidDate',
    path: ['publishedAt'],
  }),
] as const;

// ---- The schemas

/** POST /api/admin/categories, PUT /api/admin/categories/{id} */
export const adminCategorySchema = z.strictObject(
  {
    name: localized('emptyName', ADMIN_MAX_LENGTH.short),
    slug: slugField(),
    description: optionalLocalized(ADMIN_MAX_LENGTH.summary, { lines: true }),
  },
  { error: 'badRequest' },
);

/** POST /api/admin/articles, PUT /api/admin/articles/{id}. An image needs its alternative text, in both languages. */
export const adminArticleSchema = z
  .strictObject(
    {
      title: localized('emptyTitle', ADMIN_MAX_LENGTH.title),
      slug: slugField(),
      categoryId: reference('emptyCategory'),
      excerpt: localized('emptySummary', ADMIN_MAX_LENGTH.summary, { lines: true }),
      body: localized('emptyContent', ADMIN_MAX_LENGTH.body, { lines: true }),
      image: optionalImage(),
      imageAlt: optionalLocalized(ADMIN_MAX_LENGTH.title),
      ...publication,
    },
    { error: 'badRequest' },
  )
  .check(
    z.refine((value) => value.image === null || value.imageAlt.fr !== '', { error: 'emptyImageAlt', path: ['imageAlt', 'fr'] }),
    z.refine((value) => value.image === null || value.imageAlt.en !== '', { error: 'emptyImageAlt', path: ['imageAlt', 'en'] }),
    ...SCHEDULED_CHECKS,
  );

const salarySchema = z
  .strictObject(
    {
      min: z.int({ error: 'notValidSalary' }).check(z.gte(0, 'notValidSalary'), z.lte(10_000_000, 'notValidSalary')),
      max: z.int({ error: 'notValidSalary' }).check(z.gte(0, 'notValidSalary'), z.lte(10_000_000, 'notValidSalary')),
      currency: z.string({ error: 'notValidSalary' }).check(z.regex(/^[A-Z]{3}$/, 'notValidSalary')),
      unit: z.enum(SALARY_UNITS, { error: 'notValidSalary' }),
    },
    { error: 'notValidSalary' },
  )
  .check(z.refine((value) => value.min <= value.max && value.max > 0, { error: 'notValidSalary', path: ['max'] }));

const addressPart = (max: number) => requiredText('notValidAddress', max);
const addressSchema = z.strictObject(
  {
    streetAddress: addressPart(ADMIN_MAX_LENGTH.short),
    postalCode: addressPart(20),
    addressLocality: addressPart(ADMIN_MAX_LENGTH.short),
    addressRegion: addressPart(ADMIN_MAX_LENGTH.short),
    addressCountry: z.string({ error: 'notValidAddress' }).check(z.trim(), z.regex(/^[A-Z]{2}$/, 'notValidAddress')),
  },
  { error: 'notValidAddress' },
);

/**
 * POST /api/admin/jobs, PUT /api/admin/jobs/{id}. Salary and address are both-or-nothing objects
 * (null when not stated), so a published offer's JobPosting data is whole or left out.
 */
export const adminJobSchema = z
  .strictObject(
    {
      title: localized('emptyTitle', ADMIN_MAX_LENGTH.title),
      slug: slugField(),
      summary: localized('emptySummary', ADMIN_MAX_LENGTH.summary, { lines: true }),
      description: localized('emptyContent', ADMIN_MAX_LENGTH.body, { lines: true }),
      employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'badRequest' }),
      location: requiredText('emptyLocation', ADMIN_MAX_LENGTH.short),
      salary: z._default(z.nullable(salarySchema), null),
      address: z._default(z.nullable(addressSchema), null),
      /** When the offer was posted; absent: now (on create) or unchanged (on update). */
      postedAt: optionalDate(),
      validThrough: optionalDate(),
      status: z.enum(JOB_STATUSES, { error: 'badRequest' }),
    },
    { error: 'badRequest' },
  )
  .check(
    z.refine((value) => value.validThrough === null || value.postedAt === null || value.validThrough > value.postedAt, {
      error: 'notValidDate',
      path: ['validThrough'],
    }),
  );

/** POST /api/admin/projects, PUT /api/admin/projects/{id}. `stack`: the technologies, a few words each. */
export const adminProjectSchema = z
  .strictObject(
    {
      title: localized('emptyTitle', ADMIN_MAX_LENGTH.title),
      slug: slugField(),
      clientId: z._default(z.nullable(reference('badRequest')), null),
      summary: localized('emptySummary', ADMIN_MAX_LENGTH.summary, { lines: true }),
      body: localized('emptyContent', ADMIN_MAX_LENGTH.body, { lines: true }),
      challenge: optionalLocalized(ADMIN_MAX_LENGTH.summary, { lines: true }),
      approach: optionalLocalized(ADMIN_MAX_LENGTH.summary, { lines: true }),
      result: optionalLocalized(ADMIN_MAX_LENGTH.summary, { lines: true }),
      stack: z._default(
        z.array(requiredText('badRequest', 40), { error: 'badRequest' }).check(z.maxLength(ADMIN_MAX_LENGTH.stack, 'badRequest')),
        [],
      ),
      image: optionalImage(),
      ...publication,
    },
    { error: 'badRequest' },
  )
  .check(...SCHEDULED_CHECKS);

/** POST /api/admin/clients, PUT /api/admin/clients/{id} */
export const adminClientSchema = z.strictObject(
  {
    name: requiredText('emptyName', ADMIN_MAX_LENGTH.short),
    slug: slugField(),
    summary: localized('emptySummary', ADMIN_MAX_LENGTH.summary, { lines: true }),
    body: optionalLocalized(ADMIN_MAX_LENGTH.body, { lines: true }),
    logo: optionalImage(),
    status: z.enum(CLIENT_STATUSES, { error: 'badRequest' }),
    position: position(),
  },
  { error: 'badRequest' },
);

/**
 * POST /api/admin/items, PUT /api/admin/items/{id}: the spec's codes in the spec's order (title,
 * description, image, price, status). `price` is in euros as typed; the output's `price` is in cents.
 */
export const adminItemSchema = z.strictObject(
  {
    title: localized('emptyItemTitle', ADMIN_MAX_LENGTH.title),
    description: localized('emptyItemDescription', ADMIN_MAX_LENGTH.summary, { lines: true }),
    image: requiredImage('emptyItemImage'),
    price: price(),
    status: z.enum(ITEM_STATUSES, { error: 'emptyItemStatus' }),
    slug: slugField(),
    position: position(),
  },
  { error: 'badRequest' },
);

export type AdminCategoryInput = z.input<typeof adminCategorySchema>;
export type AdminCategoryValues = z.output<typeof adminCategorySchema>;
export type AdminArticleInput = z.input<typeof adminArticleSchema>;
export type AdminArticleValues = z.output<typeof adminArticleSchema>;
export type AdminJobInput = z.input<typeof adminJobSchema>;
export type AdminJobValues = z.output<typeof adminJobSchema>;
export type AdminProjectInput = z.input<typeof adminProjectSchema>;
export type AdminProjectValues = z.output<typeof adminProjectSchema>;
export type AdminClientInput = z.input<typeof adminClientSchema>;
export type AdminClientValues = z.output<typeof adminClientSchema>;
export type AdminItemInput = z.input<typeof adminItemSchema>;
export type AdminItemValues = z.output<typeof adminItemSchema>;

/** Staff image uploads (POST /api/admin/images): PNG, JPEG or WebP, recognised by content, at most 5 MB. */
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ADMIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
