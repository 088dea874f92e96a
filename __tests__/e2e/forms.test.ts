import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import enForms from '../../src/client/locales/en/forms.json';
import frForms from '../../src/client/locales/fr/forms.json';
import enErrors from '../../src/shared/locales/en/errors.json';
import frErrors from '../../src/shared/locales/fr/errors.json';
import { describeInBrowser, openPage, siteAndBrowser, visit, watchConsole, type Site } from './support/site';

const TEXTS = { fr: { errors: frErrors, forms: frForms }, en: { errors: enErrors, forms: enForms } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Waits until the outbox folder holds `count` .eml files and answers their texts. */
async function outboxMails(site: Site, count: number): Promise<string[]> {
  const dir = path.join(site.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    if (files.length >= count) return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mails in the outbox, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function fillPerson(page: Page, { phone }: { phone?: string } = {}) {
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await page.getByLabel(/^E-mail/).fill('lea.martin@example.com');
  if (phone) await page.getByLabel(/^Téléphone/).fill(phone);
}

/**
 * After one press on send: each required field (by name) is invalid and described by its
 * message, no other field is, and the focus is on the first field on screen, the last name.
 */
async function expectEveryRequiredFieldMarked(page: Page, messages: Record<string, string>) {
  await page.locator('main form [aria-invalid="true"]').first().waitFor();
  const marked = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main form [aria-invalid="true"]')).map((field) => {
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      return [field.getAttribute('name'), described.at(-1)];
    }),
  );
  expect(Object.fromEntries(marked)).toEqual(messages);
  expect(marked.map(([name]) => name)).toEqual(Object.keys(messages));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('lastName');
}

describeInBrowser('forms in Chromium', () => {
  const running = siteAndBrowser();

  test.each([
    ['fr', 375],
    ['en', 1440],
    ['fr', 1440],
    ['en', 375],
  ] as const)('in %s at %i px, one press on send marks every required field of the empty contact form', async (language, width) => {
    const { errors, forms } = TEXTS[language];
    const page = await openPage(running.browser, { width, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await visit(page, running.site.url + (language === 'fr' ? '/fr/contact' : '/fr/contact?lng=en'));
    await page.getByRole('button', { name: forms.contact.submit }).click();
    await expectEveryRequiredFieldMarked(page, {
      lastName: errors.emptyLastName,
      firstName: errors.emptyFirstName,
      email: errors.emptyEmail,
      message: errors.emptyContactMessage,
    });
    expect(await page.getByRole('alert').textContent()).toBe(forms.emptyInputs);
    // The first field in error comes into view with its label (the scroll may be smooth).
    await page.waitForFunction((name) => {
      const label = Array.from(document.querySelectorAll('main form label')).find((element) => element.textContent === name);
      const field = document.querySelector('main form [name="lastName"]');
      return label && field && label.getBoundingClientRect().top >= 0 && field.getBoundingClientRect().bottom <= window.innerHeight;
    }, forms.fields.lastName);
    await page.context().close();
  });

  test.each(['fr', 'en'] as const)('in %s, a first error whose texts arrive after the press on send shows translated once they do', async (language) => {
    const { errors, forms } = TEXTS[language];
    const page = await openPage(running.browser, { width: 375, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    // The error texts' chunk is held until released: the press on send comes before them.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(JSON.stringify(errors.emptyContactMessage).slice(1, 30))) {
        held += 1;
        await released;
      }
      await route.fulfill({ response, body });
    });
    await visit(page, running.site.url + (language === 'fr' ? '/fr/contact' : '/fr/contact?lng=en'));
    await page.getByRole('button', { name: forms.contact.submit }).click();
    await page.waitForTimeout(300);
    expect(held).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('errors:');
    release();
    await expectEveryRequiredFieldMarked(page, {
      lastName: errors.emptyLastName,
      firstName: errors.emptyFirstName,
      email: errors.emptyEmail,
      message: errors.emptyContactMessage,
    });
    expect(await page.locator('main').textContent()).not.toContain('errors:');
    await page.context().close();
  });

  test('the form pages run without a CSP violation or a console error, forms in error included', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const problems = watchConsole(page);
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await visit(page, running.site.url + '/fr/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Candidature spontanée' }).click();
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a contact message is sent, and its e-mails land in the outbox', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, running.site.url + '/fr/contact');
    await fillPerson(page);
    await page.getByLabel('Votre message').fill('Bonjour, nous aimerions refaire le site de notre librairie.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('heading', { name: 'Message envoyé' }).waitFor();

    const mails = await outboxMails(running.site, 2);
    expect(mails.some((mail) => /^To: contact@example\.com/m.test(mail))).toBe(true);
    expect(mails.some((mail) => /^To: lea\.martin@example\.com/m.test(mail))).toBe(true);
    expect(mails.join('\n')).toContain('librairie');
    await page.context().close();
  });

  test('a candidacy for a job, with a PDF dropped onto the zone', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    await visit(page, running.site.url + '/fr/candidature?job=alternant-ux-ui');
    await page.getByText(/Vous postulez à l’offre/).waitFor();
    await fillPerson(page, { phone: '06 12 34 56 78' });
    await page.getByLabel('Présentez-vous en quelques lignes').fill('Étudiante en design, je cherche une alternance de deux ans.');

    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'cv-lea-martin.pdf', { type: 'application/pdf' }));
      return transfer;
    }, [...PDF]);
    const zone = page.getByRole('group', { name: /Votre CV/ });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByText(/Fichier sélectionné\s:\scv-lea-martin\.pdf/).waitFor();

    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByRole('heading', { name: 'Candidature envoyée' }).waitFor();

    const stored = fs.readdirSync(path.join(running.site.dataDir, 'uploads', 'cv'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(running.site.dataDir, 'uploads', 'cv', stored[0]!))).toEqual(PDF);
    // The contact message's two, and the agency's notification with the CV: the same address had
    // its acknowledgment this hour already, so it gets no second one.
    const toAgency = (await outboxMails(running.site, 3)).find((mail) => mail.includes('cv-lea-martin.pdf'));
    expect(toAgency).toBeDefined();
    await page.context().close();
  });

  test('a text file renamed .pdf is refused in the browser, before any upload', async () => {
    const page = await openPage(running.browser, { width: 375 });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/candidacies/')) uploads.push(request.url());
    });
    await visit(page, running.site.url + '/fr/candidature');
    await page.locator('input[type="file"][name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await page.getByText('Ce type de fichier n’est pas accepté').waitFor();
    await fillPerson(page, { phone: '0612345678' });
    await page.getByLabel('Présentez-vous en quelques lignes').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText(/Veuillez joindre votre CV|Ce type de fichier n’est pas accepté/).first().waitFor();
    expect(uploads).toEqual([]);
    await page.context().close();
  });
});
