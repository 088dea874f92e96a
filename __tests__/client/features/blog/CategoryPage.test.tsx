import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Article } from '../../../../src/shared/api';
import { article } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const main = () => screen.getByRole('main');

const design = {
  id: 9,
  slug: 'design',
  name: { fr: 'Design', en: 'Design' },
  description: { fr: 'Concevoir des interfaces claires.', en: 'Designing clear interfaces.' },
};
const articles: Article[] = [
  { ...article, id: 1, slug: 'pwa', title: { fr: 'Les PWA', en: 'PWAs' } },
  { ...article, id: 2, slug: 'why', title: { fr: 'Le why', en: 'The why' }, category: design },
  { ...article, id: 3, slug: 'mvp', title: { fr: 'Le MVP', en: 'The MVP' } },
];

function renderCategory(slug: string) {
  network.use({
    'POST /api/language/send': json(200, { data: { code: 'fr', nativeName: 'Français' } }),
    'GET /api/articles/get-all-articles': json(200, { data: articles }),
  });
  return renderWithProviders(<AppRoutes />, { route: `/fr/category/${slug}` });
}

describe('category page', () => {
  test("lists that category's articles only, under the category's name", async () => {
    renderCategory('mobile');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Mobile' })).toBeInTheDocument();
    expect(within(main()).getByText('2 articles sur ce sujet.')).toBeInTheDocument();
    const titles = within(main()).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Les PWA', 'Le MVP']);
    expect(within(titles[1]!).getByRole('link')).toHaveAttribute('href', '/fr/article/mvp');
  });

  test('introduces the category with its description when it has one', async () => {
    renderCategory('design');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Design' })).toBeInTheDocument();
    expect(within(main()).getByText('Concevoir des interfaces claires.')).toBeInTheDocument();
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual(['Le why']);
  });

  test('a category without articles shows the 404 page content', async () => {
    renderCategory('inconnue');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
