import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { JobSummary } from '../../src/shared/api';
import frAdmin from '../../src/client/locales/fr/admin.json';
import frAdminContent from '../../src/client/locales/fr/adminContent.json';
import frForms from '../../src/client/locales/fr/forms.json';
import frErrors from '../../src/shared/locales/fr/errors.json';
import { createAccount, grantStaff, logIn } from './support/accounts';
import { apiGet, describeInBrowser, openPage, siteAndBrowser, visit, watchConsole } from './support/site';

const root = path.resolve(__dirname, '../..');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const COVER = fs.readFileSync(path.join(root, 'public/media/menu/blog.webp'));
const STAFF = { firstName: 'Sacha', lastName: 'Durand', email: 'sacha.durand@example.com', password: 'une phrase de passe du staff' };
const MEMBER = { firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@example.com', password: 'une phrase de passe de membre' };

/** A labelled field of the page's main content, by its label's start ("Titre (français)", "Image de couverture (facultatif)"). */
const field = (page: Page, label: string) => page.locator('main').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Opens a section of the staff area from its navigation. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: frAdmin.nav.label }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

/** Opens the site menu and follows one of its links. */
async function viaMenu(page: Page, href: string) {
  // The page first settles (a page that is still loading redraws its frame).
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.locator('button[aria-controls="site-menu"]').click();
  await page.locator('#site-menu').waitFor();
  await page.locator(`#site-menu a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname.startsWith(href));
}

describeInBrowser('the back office, as the agency’s staff uses it', () => {
  const running = siteAndBrowser();

  test('inbox, CV, article with a cover, a closed job and a new item reach the public site', async () => {
    const { site, browser } = running;

    // A visitor sends a contact message…
    const visitor = await openPage(browser);
    await visit(visitor, `${site.url}/fr/contact`);
    await visitor.getByLabel('Nom', { exact: true }).fill('Martin');
    await visitor.getByLabel('Prénom', { exact: true }).fill('Léa');
    await visitor.getByLabel(/^E-mail/).fill('lea.martin@example.com');
    await visitor.getByLabel(frForms.contact.message).fill('Bonjour, nous voulons une application mobile.');
    await visitor.getByRole('button', { name: frForms.contact.submit }).click();
    await visitor.getByRole('heading', { name: frForms.contact.sentTitle }).waitFor();
    // …and applies with a PDF.
    await visit(visitor, `${site.url}/fr/candidature`);
    await visitor.getByLabel('Nom', { exact: true }).fill('Bernard');
    await visitor.getByLabel('Prénom', { exact: true }).fill('Hugo');
    await visitor.getByLabel(/^E-mail/).fill('hugo.bernard@example.com');
    await visitor.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await visitor.getByLabel(new RegExp(`^${frForms.candidacy.presentation}`)).fill('Développeur React depuis cinq ans.');
    await visitor.locator('input[type="file"]').setInputFiles({ name: 'cv-hugo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visitor.getByRole('button', { name: frForms.candidacy.submit }).click();
    await visitor.getByRole('heading', { name: frForms.candidacy.sentTitle }).waitFor();
    await visitor.context().close();

    // Staff: an account, made staff by the real command, logs in and opens the staff area from the header.
    await createAccount(site, STAFF);
    expect(await grantStaff(site, STAFF.email)).toContain(STAFF.email);
    const staff = await openPage(browser);
    const problems = watchConsole(staff);
    await logIn(staff, site, STAFF);
    await staff.waitForURL((url) => url.pathname === '/fr/mon-compte');
    await viaMenu(staff, '/fr/admin');
    await staff.waitForURL((url) => url.pathname.startsWith('/fr/admin/inbox'));

    // Both are in the inbox; the candidacy's CV downloads byte for byte.
    await staff.getByRole('link', { name: 'Léa Martin' }).waitFor();
    await staff.getByRole('link', { name: new RegExp(`^${frAdmin.inbox.candidacies}`) }).click();
    await staff.getByRole('link', { name: 'Hugo Bernard' }).click();
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: /^Télécharger le CV/ }).click()]);
    expect(download.suggestedFilename()).toBe('cv-hugo.pdf');
    expect(fs.readFileSync((await download.path())!)).toEqual(PDF);

    // The message is marked answered.
    await staff.getByRole('link', { name: frAdmin.inbox.backToCandidacies }).click();
    await staff.getByRole('link', { name: new RegExp(`^${frAdmin.inbox.messages}`) }).click();
    await staff.getByRole('link', { name: 'Léa Martin' }).click();
    await staff.getByLabel(frAdmin.inbox.status, { exact: true }).selectOption({ label: frAdmin.inbox.statuses.answered });
    await staff.getByRole('button', { name: frAdmin.inbox.save }).click();
    await staff.getByText(frAdmin.inbox.saved).waitFor();

    // An article with a cover, published: on the blog and in the sitemap.
    await openSection(staff, frAdmin.nav.articles);
    await staff.getByRole('link', { name: frAdminContent.kinds.articles.new }).click();
    await field(staff, 'Titre (français)').fill('Notre back-office est en ligne');
    await field(staff, 'Titre (anglais)').fill('Our back office is live');
    await field(staff, 'Catégorie').selectOption({ index: 1 });
    await field(staff, 'Résumé (français)').fill('Publier sans développeur.');
    await field(staff, 'Résumé (anglais)').fill('Publishing without a developer.');
    await field(staff, 'Texte (français)').fill('## Enfin\n\nL’équipe publie **seule**.');
    await field(staff, 'Texte (anglais)').fill('## At last\n\nThe team publishes **on its own**.');
    await staff.locator('main input[type="file"]').setInputFiles({ name: 'cover.webp', mimeType: 'image/webp', buffer: COVER });
    await staff.getByRole('img', { name: frAdminContent.image.previewAlt }).waitFor();
    await field(staff, 'Description de l’image (français)').fill('Un carnet ouvert');
    await field(staff, 'Description de l’image (anglais)').fill('An open notebook');
    await field(staff, 'Publication').selectOption({ label: frAdminContent.status.published });
    await staff.getByRole('button', { name: frAdminContent.create }).click();
    await staff.getByText(frAdminContent.notices.saved).waitFor();
    const slug = 'notre-back-office-est-en-ligne';
    await viaMenu(staff, '/fr/blog');
    await staff.locator(`main a[href="/fr/article/${slug}"]`).first().waitFor();
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/fr/article/${slug}`);

    // A job closed: it leaves the public lists.
    const [job] = await apiGet<JobSummary[]>(site, '/api/jobs/get-all-jobs');
    await viaMenu(staff, '/fr/admin');
    await openSection(staff, frAdmin.nav.jobs);
    await staff.getByRole('button', { name: `${frAdminContent.actions.close}\u00a0: ${job!.title.fr}` }).click();
    await staff.getByText(new RegExp(frAdminContent.status.closed)).first().waitFor();
    expect((await apiGet<JobSummary[]>(site, '/api/jobs/get-all-jobs')).map(({ slug: jobSlug }) => jobSlug)).not.toContain(job!.slug);

    // An item: an empty title is refused with emptyItemTitle's message, then a valid one is created.
    await openSection(staff, frAdmin.nav.items);
    await staff.getByRole('link', { name: frAdminContent.kinds.items.new }).click();
    await staff.getByRole('button', { name: frAdminContent.create }).click();
    const itemTitle = field(staff, 'Titre (français)');
    await expectDescribedBy(itemTitle, frErrors.emptyItemTitle);
    await itemTitle.fill('Audit d’accessibilité');
    await field(staff, 'Titre (anglais)').fill('Accessibility audit');
    await field(staff, 'Description (français)').fill('Un audit RGAA de votre site.');
    await field(staff, 'Description (anglais)').fill('A WCAG audit of your site.');
    await staff.locator('main input[type="file"]').setInputFiles({ name: 'audit.webp', mimeType: 'image/webp', buffer: COVER });
    await staff.getByRole('img', { name: frAdminContent.image.previewAlt }).waitFor();
    await field(staff, 'Prix (en euros)').fill('1490,50');
    await field(staff, 'Statut').selectOption({ label: frAdminContent.status.active });
    await staff.getByRole('button', { name: frAdminContent.create }).click();
    await staff.getByText(frAdminContent.notices.saved).waitFor();
    expect(problems).toEqual([]);
    await staff.context().close();

    // A logged-in member sees it on the items page.
    await createAccount(site, MEMBER);
    const member = await openPage(browser);
    await logIn(member, site, MEMBER);
    await member.waitForURL((url) => url.pathname === '/fr/mon-compte');
    await viaMenu(member, '/fr/articles');
    await member.getByRole('heading', { name: 'Audit d’accessibilité' }).waitFor();
    await member.getByText(/1\s?490,50\s€/).first().waitFor();
    await member.context().close();
  }, 240_000);
});

/** The field is marked invalid and its description carries the message. */
async function expectDescribedBy(locator: ReturnType<typeof field>, message: string) {
  await locator.and(locator.page().locator('[aria-invalid="true"]')).waitFor();
  const described = await locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain(message);
}
