import type { Page } from 'playwright-core';
import type { Article, ArticleCardData, BlogPage, Client, ClientCardData, Project, ProjectCardData } from '../../src/shared/api';
import { pathTo } from '../../src/shared/routes';
import { apiGet, describeInBrowser, openPage, siteAndBrowser, visit } from './support/site';

/** The first line of a long text that is plain prose (no markdown mark), cut short: text only the piece's own page shows. */
const proseOf = (text: string) => text.split('\n').find((line) => /^\p{Lu}[^*_`[\]#]{40,}/u.test(line))!.slice(0, 40);

/** Marks the document, so a later check tells a change of page in the app from a reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

// A card carries only what it shows: the page it leads to, reached by a click, fetches the piece whole.
describeInBrowser('cards lead to the whole piece', () => {
  const running = siteAndBrowser();

  test("home's project card and client logo open the case study and the reference, without a reload", async () => {
    const [card] = await apiGet<ProjectCardData[]>(running.site, '/api/projects/cards/3');
    const project = await apiGet<Project>(running.site, `/api/projects/unique/${card!.id}`);
    const [clientCard] = await apiGet<ClientCardData[]>(running.site, '/api/clients/cards');
    const client = await apiGet<Client>(running.site, `/api/clients/get-by-slug/${clientCard!.slug}`);
    const page = await openPage(running.browser);
    await visit(page, running.site.url + pathTo('home'));
    await markDocument(page);

    await page.getByRole('region', { name: 'Trois projets récents' }).getByRole('link', { name: project.title.fr, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathTo('projectDetail', { id: project.id, slug: project.slug }));
    await page.getByRole('main').getByText(project.challenge.fr).waitFor();
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.getByRole('region', { name: 'Ils nous font confiance' }).getByRole('link', { name: client.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathTo('client', { slug: client.slug }));
    await page.getByRole('main').getByText(proseOf(client.body.fr)).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  test("a blog card and an article's related card open the article with its text, without a reload", async () => {
    const blog = (await (await fetch(`${running.site.url}/api/blog/cards/1`)).json()) as BlogPage<ArticleCardData>;
    const first = await apiGet<Article>(running.site, `/api/articles/unique/${blog.data[0]!.slug}`);
    const page = await openPage(running.browser);
    await visit(page, running.site.url + pathTo('blog'));
    await markDocument(page);

    await page.getByRole('main').getByRole('link', { name: first.title.fr, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathTo('article', { slug: first.slug }));
    await page.getByRole('main').getByText(proseOf(first.body.fr)).first().waitFor();

    const [related] = await apiGet<ArticleCardData[]>(running.site, `/api/articles/related-cards/${first.category.slug}/${first.id}`);
    const next = await apiGet<Article>(running.site, `/api/articles/unique/${related!.slug}`);
    await page.getByRole('region', { name: 'À lire aussi' }).getByRole('link', { name: next.title.fr, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathTo('article', { slug: next.slug }));
    await page.getByRole('main').getByText(proseOf(next.body.fr)).first().waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });
});
