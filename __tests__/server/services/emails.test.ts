import { INTERFACE_LANGUAGES } from '../../../src/shared/languages';
import enEmails from '../../../src/server/locales/en/emails.json';
import { formatEmailDate, plainName, renderEmail, type EmailTemplate } from '../../../src/server/services/emails';

describe('renderEmail', () => {
  const templates = Object.entries(enEmails as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'subject' in value)
    .map(([key]) => key as EmailTemplate);
  const values = {
    company: 'Pixel & Cie',
    firstName: 'Léa',
    name: 'Léa Martin',
    email: 'lea@example.com',
    phone: '0612345678',
    language: 'français',
    date: '21 novembre 2026',
    message: 'Bonjour',
    options: '- Blog',
    job: 'alternant-ux-ui',
    presentation: 'Bonjour',
    cvName: 'cv.pdf',
    link: 'https://agency.example/fr/reset-password?token=t&email=lea%40example.com',
    minutes: 60,
    contactEmail: 'contact@example.com',
    oldEmail: 'lea@example.com',
    newEmail: 'lea.martin@example.com',
  };

  it('knows the six e-mails of the forms, the password reset and the account notices', () => {
    expect(templates.sort()).toEqual(
      [
        'candidacyAcknowledgment',
        'candidacyNotification',
        'contactAcknowledgment',
        'contactNotification',
        'emailChanged',
        'passwordChanged',
        'passwordReset',
        'starterPackAcknowledgment',
        'starterPackNotification',
      ].sort(),
    );
  });

  it.each(INTERFACE_LANGUAGES.flatMap((lang) => templates.map((template) => [lang, template] as const)))('renders %s %s completely', (lang, template) => {
    const { subject, text } = renderEmail(lang, template, values);
    expect(subject.length).toBeGreaterThan(0);
    expect(`${subject}\n${text}`).not.toMatch(/{{|}}/);
  });

  it('signs acknowledgments with the agency’s name, in the reader’s language', () => {
    expect(renderEmail('fr', 'contactAcknowledgment', values).text).toMatch(/Bonjour Léa,[\s\S]*L’équipe Pixel & Cie$/);
    expect(renderEmail('en', 'contactAcknowledgment', values).text).toMatch(/Hello Léa,[\s\S]*The Pixel & Cie team$/);
  });

  it('inserts values as they are, never reading them as templates, markup or replacement patterns', () => {
    const message = '{{firstName}} $& $1 <b>&</b> $t(signature)';
    expect(renderEmail('fr', 'contactNotification', { ...values, message }).text).toContain(`\n${message}\n`);
  });

  it('fails on a name without a value instead of leaving a hole', () => {
    const { message: _message, ...withoutMessage } = values;
    expect(() => renderEmail('fr', 'contactNotification', withoutMessage)).toThrow('No value for {{message}}');
  });

  it('keeps a subject on one line whatever the sender typed', () => {
    const { subject } = renderEmail('fr', 'contactNotification', { ...values, name: 'Léa\r\nBcc: victim@example.com' });
    expect(subject).toBe('Nouveau message de Léa Bcc: victim@example.com');
  });
});

describe('plainName', () => {
  it('keeps a name as it is written, accents, apostrophes and hyphens included', () => {
    expect(plainName('Jean-Louis d’Arcy O\'Neil')).toBe('Jean-Louis d’Arcy O\'Neil');
    expect(plainName('  Zoë  ')).toBe('Zoë');
  });

  it('turns a link, markup or a second line into plain words', () => {
    expect(plainName('Claim your prize at http://evil.example/win')).toBe('Claim your prize at http evil example win');
    expect(plainName('Léa\r\nBcc: victim@example.com')).toBe('Léa Bcc victim example com');
    expect(plainName('<b>Léa</b>')).toBe('b Léa b');
  });

  it('is short enough for a greeting', () => {
    expect(plainName('a'.repeat(500))).toHaveLength(60);
  });
});

describe('formatEmailDate', () => {
  it('writes the time in Paris, in the reader’s language', () => {
    expect(formatEmailDate('2026-11-21T13:05:00.000Z', 'fr')).toBe('21 novembre 2026 à 14:05');
    expect(formatEmailDate('2026-07-01T13:05:00.000Z', 'en')).toBe('1 July 2026 at 15:05');
  });
});
