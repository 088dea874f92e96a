import { screen, within } from '@testing-library/react';
import PackagesPage from '../../../../src/client/features/services/PackagesPage';
import StarterPackPage from '../../../../src/client/features/services/StarterPackPage';
import { renderWithProviders } from '../../support/render';

const euros = (language: string, amount: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);

const offer = (name: string) => screen.getByRole('article', { name });
const priceOf = (name: string) => within(offer(name)).getByText(/^(À partir de|From) /);

describe('packages page', () => {
  test('in French: four offers, each with its "à partir de" price formatted the French way', () => {
    renderWithProviders(<PackagesPage />, { route: '/fr/forfait' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nos forfaits' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Site vitrine',
      'Application web',
      'Application mobile',
      'Accompagnement',
    ]);
    // Intl's French format: narrow no-break space between thousands, no-break space before €.
    expect(priceOf('Site vitrine').textContent).toBe(`À partir de ${euros('fr', 3500)} HT`);
    expect(priceOf('Site vitrine').textContent).toMatch(/^À partir de 3\u202f500\u00a0€ HT$/);
    expect(priceOf('Application web').textContent).toBe(`À partir de ${euros('fr', 12000)} HT`);
    expect(priceOf('Application mobile').textContent).toBe(`À partir de ${euros('fr', 18000)} HT`);
    expect(priceOf('Accompagnement').textContent).toBe(`À partir de ${euros('fr', 650)} HT par mois`);
    expect(within(offer('Site vitrine')).getByRole('list', { name: 'Ce qui est compris dans l’offre Site vitrine' })).toHaveTextContent(
      'Jusqu’à 8 pages sur mesure',
    );
    expect(screen.getByText(/Ce site ne propose aucun achat en ligne/)).toBeInTheDocument();
  });

  test('in English: the same offers with prices formatted the English way', () => {
    renderWithProviders(<PackagesPage />, { route: '/fr/forfait', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our packages' })).toBeInTheDocument();
    expect(priceOf('Showcase website').textContent).toBe('From €3,500 excl. VAT');
    expect(priceOf('Web app').textContent).toBe('From €12,000 excl. VAT');
    expect(priceOf('Mobile app').textContent).toBe('From €18,000 excl. VAT');
    expect(priceOf('Ongoing support').textContent).toBe('From €650 excl. VAT per month');
    expect(screen.getByText(/This site offers no online purchase/)).toBeInTheDocument();
  });

  test('it sits under the services in a breadcrumb, and leads to the starter pack and to a quote', () => {
    renderWithProviders(<PackagesPage />, { route: '/fr/forfait' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByRole('link', { name: 'Nos services' })).toHaveAttribute('href', '/fr/services');
    expect(within(breadcrumb).getByText('Nos forfaits')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Découvrir le starter pack' })).toHaveAttribute('href', '/fr/starter-pack');
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/fr/contact');
  });
});

describe('starter pack page', () => {
  test('in French: what it includes, for whom, its fixed price, and a call to action to the request form', () => {
    renderWithProviders(<StarterPackPage />, { route: '/fr/starter-pack' });
    expect(screen.getByRole('heading', { level: 1, name: 'Starter pack' })).toBeInTheDocument();
    expect(screen.getByText(/prix fixe$/).textContent).toBe(`${euros('fr', 1900)} HT, prix fixe`);
    const included = screen.getByRole('heading', { level: 2, name: 'Ce qui est inclus' }).parentElement!;
    expect(within(included).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: /^Pour qui/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander mon starter pack' })).toHaveAttribute('href', '/fr/formulaire-starter-pack-form');
  });

  test('in English, with the price formatted the English way', () => {
    renderWithProviders(<StarterPackPage />, { route: '/fr/starter-pack', language: 'en' });
    expect(screen.getByText('€1,900 excl. VAT, fixed price')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is included' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request my starter pack' })).toHaveAttribute('href', '/fr/formulaire-starter-pack-form?lng=en');
  });
});
