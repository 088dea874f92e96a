/**
 * The constants of the shared rules that forms and the server read without validating anything:
 * no zod here, so that a page showing a form does not load the validator to know a field's
 * `maxLength` (the validator comes when the form is first used).
 */

/** Upper bounds that keep hostile input cheap; the forms set the same `maxLength`. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  password: 128,
  text: 5000,
  token: 200,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Anti-spam: a field people never see (hidden from view and from assistive technology). A
 * filled one means a robot: the server answers success and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** What the starter pack form lets a visitor pick (product spec: the starter pack page). */
export const STARTER_PACK_OPTIONS = [
  'showcaseSite',
  'blog',
  'booking',
  'ecommerceCatalogue',
  'multilingual',
  'seo',
  'mobileApp',
  'maintenance',
] as const;
export type StarterPackOption = (typeof STARTER_PACK_OPTIONS)[number];

/** CV rules (decisions.md): a PDF, recognised by its content, of at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_SIGNATURE = '%PDF-';

/** Profile image rules (decisions.md): PNG, JPEG or WebP, recognised by content, at most 2 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
