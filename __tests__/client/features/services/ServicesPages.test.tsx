import { screen, within } from '@testing-library/react';
import AdvicePage from '../../../../src/client/features/services/AdvicePage';
import ExpertisePage from '../../../../src/client/features/services/ExpertisePage';
import ServicesPage from '../../../../src/client/features/services/ServicesPage';
import StarterPackFormPage from '../../../../src/client/app/composed/StarterPackFormPage';
import { renderWithProviders } from '../../support/render';
import { typeset } from './typography';

const h1 = (name: string | RegExp) => screen.getByRole('heading', { level: 1, name });
const h2 = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name });
const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('services page', () => {
  test('in French: what we do, how we work, typical timelines, who it is for, and the way to the sub-pages', () => {
    renderWithProviders(<ServicesPage />, { route: '/fr/services' });
    expect(h1('Nos services')).toBeInTheDocument();
    expect(h2('Ce que nous faisons')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Applications mobiles' })).toBeInTheDocument();
    expect(h2('Notre façon de travailler')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Comprendre', 'Concevoir', 'Développer', 'Mettre en ligne et faire vivre']),
    );
    const timelines = h2('Des délais typiques').parentElement!;
    expect(within(timelines).getByText('Application web').nextElementSibling).toHaveTextContent('8 à 14 semaines');
    expect(h2(typeset('Pour qui ?'))).toBeInTheDocument();
    expect(link('Nos missions de conseil')).toHaveAttribute('href', '/fr/societe-de-conseils');
    expect(link('Nos forfaits')).toHaveAttribute('href', '/fr/forfait');
    expect(link('Notre expertise')).toHaveAttribute('href', '/fr/expertise');
    expect(link('Le starter pack')).toHaveAttribute('href', '/fr/starter-pack');
    expect(link('Parler de votre projet')).toHaveAttribute('href', '/fr/contact');
  });

  test('in English', () => {
    renderWithProviders(<ServicesPage />, { route: '/fr/services', language: 'en' });
    expect(h1('Our services')).toBeInTheDocument();
    expect(h2('What we do')).toBeInTheDocument();
    expect(h2('How we work')).toBeInTheDocument();
    expect(within(h2('Typical timelines').parentElement!).getByText('Mobile app').nextElementSibling).toHaveTextContent('10 to 16 weeks');
    expect(h2('Who is it for?')).toBeInTheDocument();
    expect(link('Our consulting services')).toHaveAttribute('href', '/fr/societe-de-conseils?lng=en');
    expect(link('Our packages')).toHaveAttribute('href', '/fr/forfait?lng=en');
  });
});

describe('consulting page (societe-de-conseils)', () => {
  test('in French: the missions, the formats, what you get, further reading, under the services', () => {
    renderWithProviders(<AdvicePage />, { route: '/fr/societe-de-conseils' });
    expect(h1('Société de conseils')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByRole('link', { name: 'Nos services' })).toHaveAttribute('href', '/fr/services');
    expect(h2('Nos missions de conseil')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Audit technique' })).toBeInTheDocument();
    expect(screen.getByText('Audit flash').nextElementSibling).toHaveTextContent('2 à 3 jours');
    expect(link(typeset('Qu’est-ce qu’un MVP ?'))).toHaveAttribute('href', '/fr/article/quest-ce-quun-mvp');
    expect(link('Demander un premier échange')).toHaveAttribute('href', '/fr/contact');
  });

  test('in English', () => {
    renderWithProviders(<AdvicePage />, { route: '/fr/societe-de-conseils', language: 'en' });
    expect(h1('Consulting')).toBeInTheDocument();
    expect(h2('Three ways to work together')).toBeInTheDocument();
    expect(link('API or microservices: how do I know which is for me?')).toHaveAttribute(
      'href',
      '/fr/article/api-vs-microservices-comment-savoir-lequel-est-pour-moi?lng=en',
    );
  });
});

describe('expertise page', () => {
  test('in French: technologies and methods', () => {
    renderWithProviders(<ExpertisePage />, { route: '/fr/expertise' });
    expect(h1('Notre expertise')).toBeInTheDocument();
    expect(h2('Technologies')).toBeInTheDocument();
    expect(screen.getByText(/React, TypeScript, Redux Toolkit/)).toBeInTheDocument();
    expect(h2('Méthodes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'L’accessibilité dès la maquette' })).toBeInTheDocument();
    expect(link('Nous contacter')).toHaveAttribute('href', '/fr/contact');
  });

  test('in English', () => {
    renderWithProviders(<ExpertisePage />, { route: '/fr/expertise', language: 'en' });
    expect(h1('Our expertise')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Accessibility from the first mock-up' })).toBeInTheDocument();
    expect(link('See our services')).toHaveAttribute('href', '/fr/services?lng=en');
  });
});

describe('starter pack form page', () => {
  test('in French: the introduction, the request form under its own heading, and what happens next', () => {
    renderWithProviders(<StarterPackFormPage />, { route: '/fr/formulaire-starter-pack-form' });
    expect(h1('Formulaire starter pack')).toBeInTheDocument();
    expect(screen.getByText(/Parlez-nous de votre activité/)).toBeInTheDocument();
    const request = h2('Votre demande').closest('section')!;
    expect(request).toHaveAttribute('id', 'starter-pack-form');
    expect(within(request).getByText(/aucun paiement n’est demandé en ligne/)).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
    expect(h2('Ce qui se passe ensuite')).toBeInTheDocument();
    expect(link('Revoir le contenu du starter pack')).toHaveAttribute('href', '/fr/starter-pack');
  });

  test('in English', () => {
    renderWithProviders(<StarterPackFormPage />, { route: '/fr/formulaire-starter-pack-form', language: 'en' });
    expect(h1('Starter pack form')).toBeInTheDocument();
    expect(within(h2('Your request').closest('section')!).getByRole('button', { name: 'Send my request' })).toBeInTheDocument();
    expect(h2('What happens next')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Starter pack' })).toHaveAttribute(
      'href',
      '/fr/starter-pack?lng=en',
    );
  });
});
