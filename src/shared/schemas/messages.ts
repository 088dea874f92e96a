import * as z from 'zod/mini';
import { optionalPhone, optionalText, personName, requiredEmail, requiredPhone, requiredText } from './fields';
import { HONEYPOT_FIELD, MAX_LENGTH, STARTER_PACK_OPTIONS } from './limits';

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
  job: z.optional(optionalText(MAX_LENGTH.name)),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactPayload = z.input<typeof contactSchema>;
export type StarterPackPayload = z.input<typeof starterPackSchema>;
export type CandidacyFields = z.input<typeof candidacySchema>;
