import * as z from 'zod/mini';
import { MAX_LENGTH, optionalPhone, personName, requiredEmail, requiredPhone, requiredText, withoutControlCharacters } from './fields';

/**
 * Anti-spam: a field people never see (hidden from view and from assistive technology). A
 * filled one means a robot: the server answers success and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.optional(z.string().check(z.maxLength(MAX_LENGTH.text, { error: 'badRequest' })));

/** POST /messages/create-message. Check order: names, email, message, then the optional phone. */
export const contactSchema = z.object({
  firstName: personName('emptyFirstName'),
  lastName: personName('emptyLastName'),
  email: requiredEmail(),
  message: requiredText('emptyContactMessage', MAX_LENGTH.text, { lines: true }),
  phoneNumber: optionalPhone(),
  [HONEYPOT_FIELD]: honeypot,
});

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

/**
 * The starter pack form: a message of its own kind, sent to the same call. `message` is the
 * project description; at least one option must be chosen (reported as badRequest, which the
 * form prevents by its own check).
 */
export const starterPackSchema = z.extend(contactSchema, {
  kind: z.literal('starterPack', { error: 'badRequest' }),
  options: z
    .array(z.enum(STARTER_PACK_OPTIONS, { error: 'badRequest' }), { error: 'badRequest' })
    .check(z.minLength(1, { error: 'badRequest' }), z.maxLength(STARTER_PACK_OPTIONS.length, { error: 'badRequest' })),
});

/**
 * POST /candidacies/create-candidacy, text parts of the multipart body. The spec has no code of
 * its own for an empty presentation: it is a message, so it reports emptyContactMessage. The CV
 * (emptyCV) is a file part, checked beside this schema. `job` is the slug of the offer the
 * visitor applies to, when there is one.
 */
export const candidacySchema = z.object({
  firstName: personName('emptyFirstName'),
  lastName: personName('emptyLastName'),
  email: requiredEmail(),
  phoneNumber: requiredPhone(),
  presentation: requiredText('emptyContactMessage', MAX_LENGTH.text, { lines: true }),
  job: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_LENGTH.name, { error: 'badRequest' }),
        z.refine((value) => withoutControlCharacters(value), { error: 'badRequest' }),
      ),
  ),
  [HONEYPOT_FIELD]: honeypot,
});

/** CV rules (decisions.md): a PDF, recognised by its content, of at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_SIGNATURE = '%PDF-';

export type ContactPayload = z.input<typeof contactSchema>;
export type StarterPackPayload = z.input<typeof starterPackSchema>;
export type CandidacyFields = z.input<typeof candidacySchema>;
