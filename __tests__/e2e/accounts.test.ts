import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { logIn as logInWith } from './support/accounts';
import { describeInBrowser, openPage, siteAndBrowser, visit, watchConsole, type Site } from './support/site';

const EMAIL = 'camille.durand@example.com';
const FIRST_PASSWORD = 'premier mot de passe';
const SECOND_PASSWORD = 'deuxième mot de passe';
const THIRD_PASSWORD = 'troisième mot de passe';

/** The reset link of the newest .eml file in the outbox folder. */
async function resetLinkFromOutbox(site: Site): Promise<string> {
  const dir = path.join(site.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      // Quoted-printable soft line breaks (=\r\n) and =3D are undone before reading the link.
      const raw = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /(https?:\/\/\S+\/fr\/reset-password\?\S+)/.exec(raw);
      if (match) return match[1]!;
    }
    if (Date.now() > deadline) throw new Error('no reset e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for an .eml file in the outbox folder whose text matches. */
async function outboxMessage(site: Site, pattern: RegExp): Promise<string> {
  const dir = path.join(site.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const found = files.map((file) => decodedEml(path.join(dir, file))).find((text) => pattern.test(text));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${pattern} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An .eml file's text with its quoted-printable encoding undone, enough to search it. */
function decodedEml(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
}

const logIn = (page: Page, site: Site, password: string) => logInWith(page, site, { email: EMAIL, password });

const token = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

describeInBrowser('an account, from sign-up to deletion, in Chromium', () => {
  const running = siteAndBrowser();

  test('sign up, log out, log in, edit with an image, change the password, reset it by e-mail, delete', async () => {
    const page = await openPage(running.browser, { width: 1440 });
    const problems = watchConsole(page);

    // Sign up: logged in at once, on the account page.
    await visit(page, running.site.url + '/fr/inscription');
    await page.getByLabel(/^Prénom/).fill('Camille');
    await page.getByLabel(/^Nom/).fill('Durand');
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByLabel(/^Mot de passe/).fill(FIRST_PASSWORD);
    await page.getByLabel(/^Confirmez le mot de passe/).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(/\/fr\/mon-compte$/);
    await page.getByRole('heading', { name: 'Camille Durand' }).waitFor();
    expect(await token(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Log out, through the confirm dialog; Escape first keeps the session.
    const logoutButton = page.getByRole('button', { name: 'Se déconnecter' });
    await logoutButton.click();
    const logoutDialog = page.getByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' });
    await logoutDialog.waitFor();
    await page.keyboard.press('Escape');
    await logoutDialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Se déconnecter' && !document.activeElement.closest('dialog, [role="dialog"]'), undefined, { timeout: 3000 });
    await logoutButton.click();
    await logoutDialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/fr$/);
    await page.getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await token(page)).toBeNull();

    // A protected page sends the visitor away, and logging in brings them back.
    await visit(page, running.site.url + '/fr/changer-mot-de-passe');
    await page.waitForURL(/\/fr$/);
    await logIn(page, running.site, FIRST_PASSWORD);
    await page.waitForURL(/\/fr\/changer-mot-de-passe$/);

    // Edit the profile with an image: previewed, then stored and shown.
    await visit(page, running.site.url + '/fr/mon-compte');
    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6fd3c1' } }).jpeg().toBuffer();
    // As a person does: the zone's "Choisir un fichier" button opens the file picker.
    const picker = page.waitForEvent('filechooser');
    await page.getByRole('group', { name: /^Photo de profil/ }).getByText('Choisir un fichier').click();
    await (await picker).setFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Aperçu de la nouvelle photo de profil' }).waitFor();
    await page.getByLabel(/^Prénom/).fill('Camille-Anne');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Vos informations ont été mises à jour.').waitFor();
    await page.getByRole('heading', { name: 'Camille-Anne Durand' }).waitFor();
    const avatar = page.getByRole('img', { name: /^Photo de profil de/ });
    expect(await avatar.getAttribute('src')).toMatch(/\/uploads\/avatars\/[0-9a-f]{32}\.webp/);
    await page.waitForFunction(() => {
      const img = Array.from(document.images).find((i) => i.src.includes('/uploads/avatars/'));
      return img !== undefined && img.complete && img.naturalWidth > 0;
    });

    // Change the password, from the account page: the current one is asked first, and a wrong
    // one is said beside its field without changing anything; with the right one the new one works.
    await page.getByRole('link', { name: 'Changer de mot de passe' }).click();
    await page.waitForURL(/\/fr\/changer-mot-de-passe$/);
    const current = page.getByLabel(/^Mot de passe actuel/);
    await current.fill('pas le bon');
    await page.getByLabel(/^Nouveau mot de passe/).fill(SECOND_PASSWORD);
    await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Le mot de passe actuel n’est pas le bon').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByText('Votre mot de passe a été modifié.').count()).toBe(0);
    expect(await token(page)).not.toBeNull();
    await current.fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié.').waitFor();
    // The account's address is told, in a message of its own.
    await outboxMessage(running.site, /Le mot de passe de votre compte Pixel & Cie a été changé le/);
    await page.evaluate(() => window.localStorage.clear());
    await logIn(page, running.site, SECOND_PASSWORD);
    await page.waitForURL(/\/fr\/mon-compte$/);

    // Forget it: the link from the outbox, prefilled, sets a third one, once.
    await page.evaluate(() => window.localStorage.clear());
    await visit(page, running.site.url + '/fr/mot-de-passe-oublie');
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByRole('button', { name: 'Recevoir un lien' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre messagerie' }).waitFor();
    const link = new URL(await resetLinkFromOutbox(running.site));
    await visit(page, running.site.url + link.pathname + link.search);
    expect(await page.getByLabel(/^Code de réinitialisation/).inputValue()).toBe(link.searchParams.get('token'));
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(EMAIL);
    // The page's title is also "Nouveau mot de passe": the two password inputs, in order.
    await page.locator('input[type="password"]').nth(0).fill(THIRD_PASSWORD);
    await page.locator('input[type="password"]').nth(1).fill(THIRD_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('heading', { name: 'Mot de passe enregistré' }).waitFor();
    await logIn(page, running.site, THIRD_PASSWORD);
    await page.waitForURL(/\/fr\/mon-compte$/);

    // Delete the account: a wrong password keeps it, the right one removes it.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Voulez-vous supprimer votre compte ?' });
    await deleteDialog.getByLabel(/^E-mail/).fill(EMAIL);
    await deleteDialog.getByLabel(/^Mot de passe/).fill('pas le bon');
    await deleteDialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await deleteDialog.getByText('E-mail ou mot de passe incorrect').waitFor();
    expect(await token(page)).not.toBeNull();
    await deleteDialog.getByLabel(/^Mot de passe/).fill(THIRD_PASSWORD);
    await deleteDialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL(/\/fr$/);
    await page.getByText(/Votre compte a été supprimé\.\sÀ bientôt\s!/).waitFor();
    expect(await token(page)).toBeNull();

    // Logging in fails after.
    await logIn(page, running.site, THIRD_PASSWORD);
    await page.getByText('E-mail ou mot de passe incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/connexion');
    // The failed logins answer 401, which the browser logs as a failed resource load.
    expect(problems.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await page.context().close();
  });
});
