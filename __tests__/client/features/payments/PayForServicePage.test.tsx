import { screen, within } from '@testing-library/react';
import { AppRoutes, preloadRoute } from '../../../../src/client/app/router';
import type { Item } from '../../../../src/shared/api';
import { item, token, user } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const main = () => screen.getByRole('main');

// The page and its frame are lazy chunks: loaded once here, as the browser does before hydrating,
// so that the first test's query does not race their loading on a busy machine.
beforeAll(() => preloadRoute('/fr/articles'));

const items: Item[] = [
  { ...item, priceCents: 49000, image: '/media/items/starter-pack.svg', description: { fr: 'Un site vitrine **clé en main**.', en: 'A **turnkey** showcase site.' } },
  { ...item, id: 7, slug: 'audit', title: { fr: 'Audit de performance', en: 'Performance audit' }, priceCents: 123456 },
];

function renderItems(language: 'fr' | 'en') {
  network.use({
    'POST /api/language/send': json(200, { data: { code: language, nativeName: 'x' } }),
    'GET /api/items/get-all-items': json(200, { data: items }),
  });
  return renderWithProviders(<AppRoutes />, {
    route: '/fr/articles',
    language,
    preloadedState: { auth: { user, token, status: 'authenticated' } },
  });
}

describe('items page', () => {
  test('a logged-in user sees the items with their description and price in euros, French style', async () => {
    renderItems('fr');
    const card = (await within(main()).findByRole('heading', { level: 2, name: 'Starter pack' })).closest('article')!;
    expect(within(main()).getByRole('heading', { level: 1, name: 'Régler une prestation' })).toBeInTheDocument();
    expect(within(card).getByText('clé en main').tagName).toBe('STRONG');
    expect(within(card).getByText(/€/)).toHaveTextContent(/^490,00\s€$/);
    expect(within(card).getByText(/€/).closest('p')).toHaveTextContent(/^Prix\s:\s490,00\s€$/);
    const other = within(main()).getByRole('heading', { level: 2, name: 'Audit de performance' }).closest('article')!;
    expect(within(other).getByText(/€/)).toHaveTextContent(/^1\s234,56\s€$/);
    // The list only: paying belongs to the payments page.
    expect(within(main()).queryByRole('button')).not.toBeInTheDocument();
  });

  test('in English, prices are written the English way', async () => {
    renderItems('en');
    const card = (await within(main()).findByRole('heading', { level: 2, name: 'Starter pack' })).closest('article')!;
    expect(within(card).getByText(/€/)).toHaveTextContent(/^€490\.00$/);
    expect(within(main()).getByRole('heading', { level: 2, name: 'Performance audit' })).toBeInTheDocument();
  });
});
