import {
  changePasswordFormSchema,
  createAccountSchema,
  deleteAccountSchema,
  loginSchema,
  lostPasswordSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  updateInfosSchema,
} from '../../src/shared/schemas/auth';
import { adminClientSchema } from '../../src/shared/schemas/admin';
import { languageSchema } from '../../src/shared/schemas/language';
import { candidacySchema, contactSchema } from '../../src/shared/schemas/messages';
import { paymentSchema } from '../../src/shared/schemas/payments';
import { validate } from '../../src/shared/schemas/validate';
import type * as z from 'zod/mini';

/**
 * Each form's rules in the spec's order (section 5): starting from all-blank values, fixing the
 * reported field one at a time must walk through exactly these codes, then succeed.
 */
function walk(schema: z.core.$ZodType, blank: Record<string, unknown>, fixes: Record<string, unknown>): string[] {
  const values = { ...blank };
  const seen: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const result = validate(schema, values);
    if (result.ok) return seen;
    seen.push(result.first.code);
    const field = result.first.field;
    if (!(field in fixes)) throw new Error(`no fix for ${field}`);
    values[field] = fixes[field];
  }
  throw new Error('did not converge');
}

const person = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com' };

describe('validation order of every form (product spec, section 5)', () => {
  test('login: emptyEmail before emptyPassword', () => {
    expect(walk(loginSchema, { email: ' ', password: '' }, { email: 'lea@example.com', password: 'x' })).toEqual([
      'emptyEmail',
      'emptyPassword',
    ]);
  });

  test('signup: names, email, password, phone, then passwords equal', () => {
    const blank = { firstName: '', lastName: '  ', email: '', password: '', phoneNumber: '06 12 ab', repeatPassword: 'other' };
    const fixes = { ...person, password: 'correct horse', phoneNumber: '06 12 34 56 78', repeatPassword: 'correct horse' };
    expect(walk(signupFormSchema, blank, fixes)).toEqual([
      'emptyFirstName',
      'emptyLastName',
      'emptyEmail',
      'emptyPassword',
      'notValidPhoneNumber',
      'passwordNoMatch',
    ]);
  });

  test('edit account: names, email, then phone', () => {
    const blank = { firstName: '', lastName: '', email: '', phoneNumber: 'abc' };
    expect(walk(updateInfosSchema, blank, { ...person, phoneNumber: '' })).toEqual([
      'emptyFirstName',
      'emptyLastName',
      'emptyEmail',
      'notValidPhoneNumber',
    ]);
  });

  test('delete account, lost password', () => {
    expect(walk(deleteAccountSchema, { email: '', password: ' ' }, { email: 'a@b.fr', password: 'x' })).toEqual([
      'emptyEmail',
      'emptyPassword',
    ]);
    expect(walk(lostPasswordSchema, { email: '' }, { email: 'a@b.fr' })).toEqual(['emptyEmail']);
  });

  test('reset password: token, email, password, then equal', () => {
    const blank = { new_password_token: '', email: '', password: '', repeatPassword: 'x' };
    const fixes = { new_password_token: 'tok', email: 'a@b.fr', password: 'long enough', repeatPassword: 'long enough' };
    expect(walk(resetPasswordFormSchema, blank, fixes)).toEqual(['emptyToken', 'emptyEmail', 'emptyPassword', 'passwordNoMatch']);
  });

  test('change password: current password, new password, then equal', () => {
    expect(
      walk(
        changePasswordFormSchema,
        { currentPassword: '', newPassword: '', repeatPassword: '' },
        { currentPassword: 'the old one', newPassword: 'long enough', repeatPassword: 'long enough' },
      ),
    ).toEqual(['emptyPassword', 'emptyPassword', 'passwordNoMatch']);
  });

  test('contact: names, email, message, then the optional phone', () => {
    const blank = { firstName: '', lastName: '', email: '', message: ' ', phoneNumber: '12' };
    expect(walk(contactSchema, blank, { ...person, message: 'Bonjour', phoneNumber: '' })).toEqual([
      'emptyFirstName',
      'emptyLastName',
      'emptyEmail',
      'emptyContactMessage',
      'notValidPhoneNumber',
    ]);
  });

  test('candidacy: names, email, required phone, presentation', () => {
    const blank = { firstName: '', lastName: '', email: '', phoneNumber: '', presentation: '' };
    expect(walk(candidacySchema, blank, { ...person, phoneNumber: '0612345678', presentation: 'Hello' })).toEqual([
      'emptyFirstName',
      'emptyLastName',
      'emptyEmail',
      'notValidPhoneNumber',
      'emptyContactMessage',
    ]);
  });
});

describe('field rules (decisions.md)', () => {
  const account = { ...person, password: 'correct horse' };

  test.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['+33 6-12-34-56-78', '+33612345678'],
    ['', null],
    [undefined, null],
    [null, null],
  ])('phone %p is accepted and stored as %p', (phoneNumber, stored) => {
    const result = validate(createAccountSchema, { ...account, phoneNumber });
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ phoneNumber: stored }) });
  });

  test.each(['12345', '1234567890123456', '06 12 ab', '   ', '++33612345678', '0612345678+', 612345678])(
    'phone %p is refused with notValidPhoneNumber',
    (phoneNumber) => {
      const result = validate(createAccountSchema, { ...account, phoneNumber });
      expect(result.ok || result.first).toEqual({ field: 'phoneNumber', code: 'notValidPhoneNumber' });
    },
  );

  test.each(['plainaddress', 'a@b', 'a b@c.fr', '@example.com', 'a@b.fr,c@d.fr', 'a@b.fr;c@d.fr', 'Léa <a@b.fr>'])('email %p is refused with notValidEmail', (email) => {
    const result = validate(createAccountSchema, { ...account, email });
    expect(result.ok || result.first).toEqual({ field: 'email', code: 'notValidEmail' });
  });

  test('a new password has 8 to 128 characters', () => {
    expect(validate(createAccountSchema, { ...account, password: '1234567' }).ok).toBe(false);
    expect(validate(createAccountSchema, { ...account, password: '12345678' }).ok).toBe(true);
    expect(validate(createAccountSchema, { ...account, password: 'x'.repeat(128) }).ok).toBe(true);
    const tooLong = validate(createAccountSchema, { ...account, password: 'x'.repeat(129) });
    expect(tooLong.ok || tooLong.first.code).toBe('notValidPassword');
  });

  test('texts are trimmed, and missing or non-string fields report the emptiness code', () => {
    expect(validate(loginSchema, { email: '  lea@example.com ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'lea@example.com', password: 'x' },
    });
    const wrongType = validate(contactSchema, { ...person, message: 42 });
    expect(wrongType.ok || wrongType.first.code).toBe('emptyContactMessage');
  });

  test('oversized texts are refused', () => {
    const result = validate(contactSchema, { ...person, message: 'x'.repeat(5001) });
    expect(result.ok || result.first).toEqual({ field: 'message', code: 'badRequest' });
  });

  test('language: fr and en only', () => {
    expect(validate(languageSchema, { lang: 'en' }).ok).toBe(true);
    for (const lang of ['de', '', 'FR', 3, undefined]) {
      const result = validate(languageSchema, { lang });
      expect(result.ok || result.first.code).toBe('unsupportedLanguage');
    }
  });

  test('payment: names an item; the price is optional', () => {
    expect(validate(paymentSchema, { itemId: 3 }).ok).toBe(true);
    expect(validate(paymentSchema, { itemId: 'site-vitrine', price: 49.9 }).ok).toBe(true);
    expect(validate(paymentSchema, { price: 10 }).ok).toBe(false);
    expect(validate(paymentSchema, { itemId: 3, price: -1 }).ok).toBe(false);
  });
});

describe('control characters and names', () => {
  const account = { ...person, password: 'correct horse battery' };

  test.each([
    ['a NUL after the address', { email: 'victim@example.com\u0000' }, 'email', 'notValidEmail'],
    ['a control character inside the address', { email: 'vic\u0001tim@example.com' }, 'email', 'notValidEmail'],
    ['a NUL in the first name', { firstName: 'Léa\u0000' }, 'firstName', 'notValidName'],
    ['a line break in the last name', { lastName: 'Martin\nBcc: x@example.com' }, 'lastName', 'notValidName'],
    ['a first name without a letter', { firstName: '1234 !!' }, 'firstName', 'notValidName'],
    ['a last name of punctuation', { lastName: '---' }, 'lastName', 'notValidName'],
    ['a C1 control in the name', { lastName: 'Mar\u0085tin' }, 'lastName', 'notValidName'],
    ['a control character in the password', { password: 'correct horse\u0000battery' }, 'password', 'notValidPassword'],
  ])('sign-up refuses %s', (_case, change, field, code) => {
    const result = validate(createAccountSchema, { ...account, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field, code });
  });

  // A right-to-left override makes `Léa\u202Egpj.exe` read "Léaexe.jpg".
  test.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])('a bidirectional control (U+%s) is refused in names and addresses, not in a message', (control) => {
    for (const [change, field, code] of [
      [{ firstName: `Léa${control}ecila` }, 'firstName', 'notValidName'],
      [{ lastName: `${control}Martin` }, 'lastName', 'notValidName'],
      [{ email: `lea${control}@example.com` }, 'email', 'notValidEmail'],
    ] as const) {
      const result = validate(createAccountSchema, { ...account, ...change });
      expect([control.codePointAt(0)!.toString(16), result.ok ? [] : result.errors]).toEqual([control.codePointAt(0)!.toString(16), expect.arrayContaining([{ field, code }])]);
    }
    const contact = validate(contactSchema, { ...person, lastName: `Mar${control}tin`, message: 'Bonjour' });
    expect(contact.ok ? [] : contact.errors).toContainEqual({ field: 'lastName', code: 'notValidName' });
    expect(validate(contactSchema, { ...person, message: `Bonjour ${control}שלום` }).ok).toBe(true);
    const staffName = validate(adminClientSchema, { name: `Cyclo${control}fix`, summary: { fr: 'Résumé', en: 'Summary' }, status: 'draft' });
    expect(staffName.ok ? [] : staffName.errors).toContainEqual({ field: 'name', code: 'badRequest' });
  });

  test('names of every script, with accents, apostrophes and hyphens, are accepted', () => {
    for (const firstName of ['Léa', 'Jean-Louis', 'Ngô Bảo Châu', 'Ɓello', 'Zoë', 'D’Artagnan', 'O\'Neil', '李雷', 'Αλέξανδρος', 'Ð']) {
      expect(validate(createAccountSchema, { ...account, firstName }).ok).toBe(true);
    }
  });

  test('a message keeps its line breaks and tabs, but not other control characters', () => {
    const message = { ...person, message: 'Bonjour,\n\tun devis ?\r\nMerci' };
    expect(validate(contactSchema, message).ok).toBe(true);
    const result = validate(contactSchema, { ...message, message: 'Bonjour\u0007' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field: 'message', code: 'badRequest' });
    const candidacy = { ...person, phoneNumber: '0612345678', presentation: 'Bonjour\u0000', job: 'dev' };
    const refused = validate(candidacySchema, candidacy);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors).toContainEqual({ field: 'presentation', code: 'badRequest' });
  });
});
