import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, openPage, siteAndBrowser, visit, type Site } from './support/site';

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

describeInBrowser('forms in Chromium', () => {
  const running = siteAndBrowser();

  test('a contact message is sent, and its e-mails land in the outbox', async () => {
    const page = await openPage(running.browser, { width: 375 });
    await visit(page, running.site.url + '/fr/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    // The first rule failing is shown beside its field, which gets the focus.
    const firstName = page.getByLabel('Prénom', { exact: true });
    expect(await firstName.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Veuillez saisir le prénom').waitFor();

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
