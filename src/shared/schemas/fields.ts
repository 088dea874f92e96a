import './zod';
import { z } from 'zod';
import type { ErrorCode } from '../errors';

/**
 * Field builders whose issue messages are error codes. The order of checks inside a field is
 * emptiness first, then format, so the first issue is always the one the spec names first.
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

/** A required text, trimmed. A missing or non-string value reports the same code as a blank one. */
export function requiredText(code: ErrorCode, max: number = MAX_LENGTH.name) {
  return z
    .string({ error: code })
    .trim()
    .min(1, { error: code })
    .max(max, { error: 'badRequest' });
}

export function requiredEmail() {
  return requiredText('emptyEmail', MAX_LENGTH.email).regex(EMAIL_PATTERN, { error: 'notValidEmail' });
}

/** A password as typed: not trimmed, but a blank one counts as empty. */
export function existingPassword() {
  return z
    .string({ error: 'emptyPassword' })
    .refine(notBlank, { error: 'emptyPassword' })
    .refine((value) => value.length <= 1024, { error: 'badRequest' });
}

/** A password being chosen: the length rule of decisions.md applies. */
export function newPassword() {
  return z
    .string({ error: 'emptyPassword' })
    .refine(notBlank, { error: 'emptyPassword' })
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH && value.length <= MAX_LENGTH.password, {
      error: 'notValidPassword',
    });
}

/** Optional phone: absent or '' means none; anything else must be a valid number. Normalised, or null. */
export function optionalPhone() {
  return z
    .string({ error: 'notValidPhoneNumber' })
    .nullable()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || (value.length <= MAX_LENGTH.phone && isValidPhone(value)), {
      error: 'notValidPhoneNumber',
    })
    .transform((value) => (value === '' ? null : normalisePhone(value)));
}

export function requiredPhone() {
  return z
    .string({ error: 'notValidPhoneNumber' })
    .refine((value) => value.length <= MAX_LENGTH.phone && isValidPhone(value), { error: 'notValidPhoneNumber' })
    .transform(normalisePhone);
}
