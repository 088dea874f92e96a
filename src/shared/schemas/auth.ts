import * as z from 'zod/mini';
import {
  existingPassword,
  newPassword,
  optionalPhone,
  personName,
  requiredEmail,
  requiredText,
} from './fields';
import { MAX_LENGTH } from './limits';

/**
 * Account payloads. Key order is the spec's check order (section 5), so the first issue is the
 * rule the spec checks first. Form schemas add the repeated password, checked last.
 */

/** Adds the repeated password to a form schema; a mismatch is reported on it, after every other rule. */
function withRepeat<Shape extends z.core.$ZodShape>(schema: z.ZodMiniObject<Shape>, key: keyof Shape & string) {
  return z.extend(schema, { repeatPassword: z.string({ error: 'passwordNoMatch' }) }).check(
    z.refine((values: Record<string, unknown>) => values[key] === values.repeatPassword, {
      error: 'passwordNoMatch',
      path: ['repeatPassword'],
    }),
  );
}

export const loginSchema = z.object({
  email: requiredEmail(),
  password: existingPassword(),
});

/** POST /users/create-account */
export const createAccountSchema = z.object({
  firstName: personName('emptyFirstName'),
  lastName: personName('emptyLastName'),
  email: requiredEmail(),
  password: newPassword(),
  phoneNumber: optionalPhone(),
});

export const signupFormSchema = withRepeat(createAccountSchema, 'password');

/** PUT /users/update-infos/{userId}: the text parts of the multipart body (profileImage is a file part). */
export const updateInfosSchema = z.object({
  firstName: personName('emptyFirstName'),
  lastName: personName('emptyLastName'),
  email: requiredEmail(),
  phoneNumber: optionalPhone(),
});

/** PUT /users/delete-account */
export const deleteAccountSchema = z.object({
  email: requiredEmail(),
  password: existingPassword(),
});

/** GET /users/lost-password/{email} */
export const lostPasswordSchema = z.object({
  email: requiredEmail(),
});

/** PUT /users/reset-password/ */
export const resetPasswordSchema = z.object({
  new_password_token: requiredText('emptyToken', MAX_LENGTH.token),
  email: requiredEmail(),
  password: newPassword(),
});

export const resetPasswordFormSchema = withRepeat(resetPasswordSchema, 'password');

/** PUT /users/change-password/{userId}: the current password too (ASVS), so an open session alone cannot take the account. */
export const changePasswordSchema = z.object({
  currentPassword: existingPassword(),
  newPassword: newPassword(),
});

export const changePasswordFormSchema = withRepeat(changePasswordSchema, 'newPassword');

export type LoginPayload = z.input<typeof loginSchema>;
export type CreateAccountPayload = z.input<typeof createAccountSchema>;
export type UpdateInfosFields = z.input<typeof updateInfosSchema>;
export type DeleteAccountPayload = z.input<typeof deleteAccountSchema>;
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;
