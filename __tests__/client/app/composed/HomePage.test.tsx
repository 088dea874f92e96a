import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '../../../../src/client/app/layout/Layout';
import HomePage from '../../../../src/client/app/composed/HomePage';
import type { Client } from '../../../../src/shared/api';
import { client, project } from '../../support/fixtures';
import { deferred, json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const clients: Client[] = [
  { ...client, id: 1, slug: 'maison-fournier', name: 'Maison Fournier', logo: '/media/clients/maison-fournier.svg' },
  { ...client, id: 2, slug: 'cyclofix', name: 'Cyclofix', logo: null, wordmark: '/media/clients/wordmarks/cyclofix.svg' },
];

function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

async function renderHome(language: 'fr' | 'en' = 'fr') {
  const rendered = renderWithProviders(
    <Routes>
      <Route path=":lang" element={<Layout footer={false} />}>
        <Route index element={<><HomePage /><Location /></>} />
      </Route>
    </Routes>,
    { route: '/fr', language },
  );
  // The menus are loaded with the page's frame, after the first render; the sections under the hero are their own chunk.
  await screen.findByRole('button', { name: 'Menu' });
  await waitFor(() => expect(document.getElementById('references')).not.toBeNull());
  return rendered;
}

const homeBar = (name = 'Sections de la page') => screen.getByRole('navigation', { name });
const references = () => screen.getByRole('region', { name: 'Ils nous font confiance' });

const projects = [1, 2, 3, 4].map((id) => ({ ...project, id, slug: `projet-${id}`, title: { fr: `Projet ${id}`, en: `Project ${id}` } }));

beforeEach(() =>
  network.use({
    'GET /api/clients/cards': json(200, { data: clients }),
    'GET /api/projects/cards/:count': (request) => json(200, { data: projects.slice(0, Number(request.params.count)) }),
  }),
);

describe('the home page', () => {

  test('has the agency heading, the agency name as title, and no footer', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: /Nous concevons des sites/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pixel & Cie'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The home has its own bar and burger, and beside the bar the site menu's button.
    expect(homeBar()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'home-menu');
    expect(screen.getByRole('button', { name: 'Menu du site' })).toHaveAttribute('aria-controls', 'site-menu');
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });

  test('the site menu button leads from the home page to the rest of the site', async () => {
    const { user } = await renderHome();
    const button = screen.getByRole('button', { name: 'Menu du site' });
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu du site' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Blog', '/fr/blog'],
      ['Projets', '/fr/projets'],
      ['L’agence', '/fr/l-agence'],
      ['Recrutement', '/fr/recrutement'],
      ['Offres d’emploi', '/fr/jobs'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });

  test('each anchor of the bar points at a section of the page, headed by its name', async () => {
    await renderHome();
    const anchors = within(homeBar()).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['#goal', '#services', '#references']);
    const headings = anchors.map((anchor) => {
      const section = document.getElementById(anchor.getAttribute('href')!.slice(1));
      expect(section).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(section);
      return within(section!).getByRole('heading', { level: 2 }).textContent;
    });
    expect(headings).toEqual(['Rendre le numérique utile, simple et durable', 'Ce que nous faisons pour vous', 'Ils nous font confiance']);
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });

  test('choosing an anchor takes the focus to its section and puts it in the address', async () => {
    const { user } = await renderHome();
    await user.click(within(homeBar()).getByRole('link', { name: 'Références' }));
    expect(references()).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr#references');
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });

  test('the expertise section links each service to its page', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Ce que nous faisons pour vous' });
    const services = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(services).toEqual(['Sites web', 'Applications web et PWA', 'Applications mobiles', 'Conseil et UX', 'Maintenance et évolutions']);
    const hrefs = within(section).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/fr/starter-pack', '/fr/expertise', '/fr/services', '/fr/societe-de-conseils', '/fr/forfait']);
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });

  test('ends with the not-commercial statement and the legal links', async () => {
    await renderHome();
    const closing = screen.getByRole('complementary', { name: 'Informations légales' });
    expect(closing).toHaveTextContent('pas un site marchand : rien n’y est vendu au public');
    expect(within(closing).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/fr/mentions-legales');
    expect(within(closing).getByRole('link', { name: /^Accessibilité\s:\spartiellement conforme$/ })).toHaveAttribute('href', '/fr/accessibilite');
    await within(references()).findByRole('link', { name: 'Cyclofix' });
  });
});

describe('the showcase under the hero', () => {
  test('key figures, three case studies, testimonials with their authors, and a closing call to contact', async () => {
    await renderHome();
    const figures = screen.getByRole('region', { name: 'Pixel & Cie en chiffres' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '7projets livrés',
      '9ans d’expérience',
      '7clients accompagnés',
      '5personnes dans l’équipe',
    ]);

    const work = screen.getByRole('region', { name: 'Trois projets récents' });
    expect(await within(work).findByRole('link', { name: 'Projet 1' })).toHaveAttribute('href', '/fr/projects/1/projet-1');
    expect(within(work).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Projet 1', 'Projet 2', 'Projet 3']);
    expect(within(work).getByRole('link', { name: 'Voir tous nos projets' })).toHaveAttribute('href', '/fr/projets');
    // Home asks for the three it shows, not every project.
    expect(network.requests('GET /api/projects/cards/:count').map((request) => request.path)).toEqual(['/api/projects/cards/3']);

    const testimonials = screen.getByRole('region', { name: 'Ce qu’en disent nos clients' });
    const quotes = within(testimonials).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent('Claire Fournier');
    expect(quotes[0]).toHaveTextContent('Gérante, Maison Fournier');
    expect(within(quotes[0]!).getByRole('link', { name: 'Maison Fournier' })).toHaveAttribute('href', '/fr/client/maison-fournier');

    const cta = screen.getByRole('region', { name: 'Un projet en tête\u202f?' });
    expect(within(cta).getByRole('link', { name: 'Écrire à l’équipe' })).toHaveAttribute('href', '/fr/contact');
  });

  test('in English, figures are written the English way', async () => {
    await renderHome('en');
    const figures = screen.getByRole('region', { name: 'Pixel & Cie in figures' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7projects delivered', '9years of experience', '7clients served', '5people in the team']);
  });

  test('figures shown again reuse the formatters already made (each costs milliseconds on a phone)', async () => {
    (await renderHome()).unmount();
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      await renderHome();
      expect(within(screen.getByRole('region', { name: 'Pixel & Cie en chiffres' })).getAllByRole('listitem')[3]!.textContent).toBe('5personnes dans l’équipe');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('the references section', () => {
  test('shows a sized placeholder while loading, then each client linked to its reference page', async () => {
    const answer = deferred();
    network.use({
      'GET /api/clients/cards': async () => {
        await answer.promise;
        return json(200, { data: clients });
      },
    });
    await renderHome();
    expect(within(references()).getByRole('status')).toHaveTextContent('Chargement');
    answer.resolve();

    const fournier = await within(references()).findByRole('link', { name: 'Maison Fournier' });
    expect(fournier).toHaveAttribute('href', '/fr/client/maison-fournier');
    expect(fournier.querySelector('img')).toHaveAttribute('src', '/media/clients/maison-fournier.svg');
    expect(within(references()).getByRole('link', { name: 'Cyclofix' })).toHaveAttribute('href', '/fr/client/cyclofix');
    // A client with a wordmark shows it in the strip; its name stays the link's name.
    expect(within(references()).getByRole('link', { name: 'Cyclofix' }).querySelector('img')).toHaveAttribute('src', '/media/clients/wordmarks/cyclofix.svg');
    expect(within(references()).queryByRole('status')).not.toBeInTheDocument();
  });

  test('says when the references cannot be loaded, and a retry brings them', async () => {
    network.use({ 'GET /api/clients/cards': json(500, { code: 'internal', message: 'Erreur' }) });
    const { user } = await renderHome();
    expect(await within(references()).findByRole('alert')).toHaveTextContent('Les références n’ont pas pu être chargées.');

    network.use({ 'GET /api/clients/cards': json(200, { data: clients }) });
    await user.click(within(references()).getByRole('button', { name: 'Réessayer' }));
    expect(await within(references()).findByRole('link', { name: 'Maison Fournier' })).toBeInTheDocument();
    expect(within(references()).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('in English, before the first reference is published', async () => {
    network.use({ 'GET /api/clients/cards': json(200, { data: [] }) });
    await renderHome('en');
    expect(screen.getByRole('heading', { level: 1, name: /We design websites/ })).toBeInTheDocument();
    expect(within(homeBar('Sections of the page')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Our mission', 'Expertise', 'References']);
    expect(await screen.findByText('Our references will be shown here soon.')).toBeInTheDocument();
  });
});
