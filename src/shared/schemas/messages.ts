import { z } from 'zod';
import { MAX_LENGTH, optionalPhone, requiredEmail, requiredPhone, requiredText } from './fields';

/** POST /messages/create-message. Check order: names, email, message, then the optional phone. */
export const contactSchema = z.object({
  firstName: requiredText('emptyFirstName'),
  lastName: requiredText('emptyLastName'),
  email: requiredEmail(),
  message: requiredText('emptyContactMessage', MAX_LENGTH.text),
  phoneNumber: optionalPhone(),
});

/**
 * POST /candidacies/create-candidacy, text parts of the multipart body. The spec has no code of
 * its own for an empty presentation: it is a message, so it reports emptyContactMessage. The CV
 * (emptyCV) is a file part, checked beside this schema.
 */
export const candidacySchema = z.object({
  firstName: requiredText('emptyFirstName'),
  lastName: requiredText('emptyLastName'),
  email: requiredEmail(),
  phoneNumber: requiredPhone(),
  presentation: requiredText('emptyContactMessage', MAX_LENGTH.text),
});

export type ContactPayload = z.input<typeof contactSchema>;
export type CandidacyFields = z.input<typeof candidacySchema>;
