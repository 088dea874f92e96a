import { screen, within } from '@testing-library/react';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import AgencyPage from '../../../../src/client/features/agency/AgencyPage';
import { COMPANY } from '../../../../src/shared/company';
import { renderWithProviders } from '../../support/render';

describe('agency page (l-agence)', () => {
  test('in French: story, values, the Bobigny address and the ways to contact or join the agency', () => {
    renderWithProviders(<AgencyPage />, { route: '/fr/l-agence' });
    expect(screen.getByRole('heading', { level: 1, name: 'L’agence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre histoire' })).toBeInTheDocument();
    expect(screen.getByText(/Tout a commencé autour d’une table de cuisine/)).toBeInTheDocument();
    const values = screen.getByRole('heading', { level: 2, name: 'Nos valeurs' }).parentElement!;
    expect(within(values).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'La clarté',
      'L’exigence',
      'La sobriété',
      'La proximité',
    ]);
    expect(screen.getByText(/Nos bureaux sont à Bobigny/)).toBeInTheDocument();
    const address = screen.getByText(/12 rue de l’Exemple/).closest('address')!;
    expect(address).toHaveTextContent('93000 Bobigny, France');
    expect(within(address).getByRole('link', { name: COMPANY.contactEmail })).toHaveAttribute('href', `mailto:${COMPANY.contactEmail}`);
    expect(screen.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/fr/contact');
    expect(screen.getByRole('link', { name: 'Voir nos offres de recrutement' })).toHaveAttribute('href', '/fr/recrutement');
  });

  test('a timeline, the team with portraits, life at the studio and a map', () => {
    renderWithProviders(<AgencyPage />, { route: '/fr/l-agence' });
    const timeline = screen.getByRole('region', { name: 'Notre histoire en cinq dates' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent!.slice(0, 4))).toEqual(['2017', '2019', '2021', '2023', '2026']);
    const team = screen.getByRole('region', { name: 'L’équipe' });
    expect(within(team).getAllByRole('img')).toHaveLength(5);
    expect(team).toHaveTextContent('Camille RouxCofondatrice, direction technique');
    const life = screen.getByRole('region', { name: 'La vie à l’agence' });
    expect(within(life).getByRole('link', { name: 'Nous rejoindre' })).toHaveAttribute('href', '/fr/recrutement');
    expect(screen.getByRole('img', { name: /l’agence est à Bobigny/ })).toHaveAttribute('src', '/media/illustrations/map-fr.svg');
  });

  test('in English, with the deployment’s own name, phone and e-mail', () => {
    renderWithProviders(
      <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: { name: 'Atelier Nord', phone: '+33 9 87 65 43 21', contactEmail: 'hello@atelier.test' } }}>
        <AgencyPage />
      </RuntimeConfigProvider>,
      { route: '/fr/l-agence', language: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The agency' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeInTheDocument();
    const address = screen.getByText(/Atelier Nord/).closest('address')!;
    expect(within(address).getByRole('link', { name: '+33 9 87 65 43 21' })).toHaveAttribute('href', 'tel:+33987654321');
    expect(within(address).getByRole('link', { name: 'hello@atelier.test' })).toHaveAttribute('href', 'mailto:hello@atelier.test');
    expect(screen.getByRole('link', { name: 'See our job offers' })).toHaveAttribute('href', '/fr/recrutement?lng=en');
  });
});
