import * as z from 'zod/mini';
import type { ErrorCode } from '../errors';
import { MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Field builders whose issue messages are error codes. The order of checks inside a field is
 * emptiness first, then format, so the first issue is always the one the spec names first.
 */


// Deliberately simple: one @, a dot in the domain, nothing that separates addresses in a header
// (spaces, commas, semicolons, angle brackets). The real check is the e-mail sent.
const EMAIL_PATTERN = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
// decisions.md: spaces, dots and dashes ignored, optional leading +, then 6 to 15 digits.
const PHONE_PATTERN = /^\+?\d{6,15}$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(value));
}

const notBlank = (value: string) => value.trim() !== '';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same, but a text of several lines keeps its tabs and line breaks
const CONTROL_CHARACTER_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LETTER = /\p{L}/u;
/**
 * Bidirectional controls (embeddings, overrides, isolates: U+202A–202E, U+2066–2069): invisible,
 * they reorder what is shown after them, so `résumé\u202Egpj.pdf` reads "résuméfdp.jpg".
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/** No control character (NUL, U+0001...): invisible, they make one address or name pass for another. */
export function withoutControlCharacters(value: string, { lines = false } = {}): boolean {
  return !(lines ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER).test(value);
}

/** The text without its bidirectional controls (a file name as a browser sent it). */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/**
 * What a text of one line may not hold: control characters, and bidirectional controls (a name,
 * a title, an address is shown beside others, where an override would disguise it). A text of
 * several lines keeps its tabs, line breaks and isolates: prose mixing scripts needs them, and an
 * override ends with its paragraph.
 */
function isCleanText(value: string, lines: boolean): boolean {
  return withoutControlCharacters(value, { lines }) && (lines || !BIDI_CONTROL.test(value));
}

interface TextRules {
  /** A text of several lines (a message): tabs and line breaks are allowed. */
  lines?: boolean;
  /** The code of a text holding a control character. */
  invalid?: ErrorCode;
  /** The code of a text over `max`. */
  tooLong?: ErrorCode;
}

/**
 * A required text, trimmed, without control characters (nor, on one line, bidirectional controls).
 * A missing or non-string value reports the same code as a blank one. Every text field of the
 * public and the staff schemas is made of this or optionalText: none can forget the refusal.
 */
export function requiredText(code: ErrorCode, max: number = MAX_LENGTH.name, { lines = false, invalid = 'badRequest', tooLong = 'badRequest' }: TextRules = {}) {
  return z.string({ error: code }).check(
    z.trim(),
    z.minLength(1, { error: code }),
    z.maxLength(max, { error: tooLong }),
    z.refine((value) => isCleanText(value, lines), { error: invalid }),
  );
}

/** A text that may be empty, with requiredText's rules otherwise; `trim: false` keeps it as typed. */
export function optionalText(max: number, { lines = false, invalid = 'badRequest', tooLong = 'badRequest', trim = true }: TextRules & { trim?: boolean } = {}) {
  return z.string({ error: 'badRequest' }).check(
    ...(trim ? [z.trim()] : []),
    z.maxLength(max, { error: tooLong }),
    z.refine((value) => isCleanText(value, lines), { error: invalid }),
  );
}

/** A person's first or last name: required, with a letter in it, no control character. */
export function personName(code: ErrorCode) {
  return requiredText(code, MAX_LENGTH.name, { invalid: 'notValidName' }).check(z.refine((value) => LETTER.test(value), { error: 'notValidName' }));
}

export function requiredEmail() {
  return requiredText('emptyEmail', MAX_LENGTH.email, { invalid: 'notValidEmail' }).check(z.regex(EMAIL_PATTERN, { error: 'notValidEmail' }));
}

/** A password as typed: not trimmed, but a blank one counts as empty. */
export function existingPassword() {
  return z
    .string({ error: 'emptyPassword' })
    .check(z.refine(notBlank, { error: 'emptyPassword' }), z.refine((value) => value.length <= 1024, { error: 'badRequest' }));
}

/** A password being chosen: the length rule of decisions.md applies, and no control character. */
export function newPassword() {
  return z.string({ error: 'emptyPassword' }).check(
    z.refine(notBlank, { error: 'emptyPassword' }),
    z.refine((value) => value.length >= PASSWORD_MIN_LENGTH && value.length <= MAX_LENGTH.password && withoutControlCharacters(value), {
      error: 'notValidPassword',
    }),
  );
}

/** Optional phone: absent or '' means none; anything else must be a valid number. Normalised, or null. */
export function optionalPhone() {
  return z.pipe(
    z
      .pipe(
        z.optional(z.nullable(z.string({ error: 'notValidPhoneNumber' }))),
        z.transform((value: string | null | undefined) => value ?? ''),
      )
      .check(z.refine((value) => value === '' || (value.length <= MAX_LENGTH.phone && isValidPhone(value)), { error: 'notValidPhoneNumber' })),
    z.transform((value: string) => (value === '' ? null : normalisePhone(value))),
  );
}

export function requiredPhone() {
  return z.pipe(
    z.string({ error: 'notValidPhoneNumber' }).check(z.refine((value) => value.length <= MAX_LENGTH.phone && isValidPhone(value), { error: 'notValidPhoneNumber' })),
    z.transform(normalisePhone),
  );
}
