import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Job } from '../../../../src/shared/api';
import { LANGUAGES, type InterfaceLanguage } from '../../../../src/shared/languages';
import { FIXED_JOB_SLUGS } from '../../../../src/shared/routes';
import { job } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{pathname + search}</output>;
}

function renderApp(route: string, language: InterfaceLanguage = 'fr') {
  network.use({ 'POST /api/language/send': json(200, { data: LANGUAGES[language] }) });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, language },
  );
}

const main = () => screen.getByRole('main');
const location = () => screen.getByTestId('location');

const uxUi: Job = {
  ...job,
  id: 6,
  slug: 'alternant-ux-ui',
  title: { fr: 'Alternant UX/UI', en: 'UX/UI apprentice' },
  summary: { fr: 'Un an pour apprendre le design produit.', en: 'A year to learn product design.' },
  description: {
    fr: 'Vous concevez les parcours de nos clients.\n\n## Vos missions\n\n- Maquettes\n- Tests utilisateurs',
    en: 'You design our clients’ journeys.\n\n## Your tasks\n\n- Mock-ups\n- User testing',
  },
  employmentType: 'APPRENTICESHIP',
  location: 'Bobigny',
  address: { street: '12 rue de l’Exemple', postalCode: '93000', locality: 'Bobigny', region: 'Île-de-France', countryCode: 'FR' },
  salary: { min: 1050, max: 1990, currency: 'EUR', unit: 'MONTH' },
  validThrough: '2026-09-30T22:00:00.000Z',
};
const jobs = [job, uxUi];

function serveJobs() {
  network.use({
    'GET /api/jobs/get-all-jobs': json(200, { data: jobs }),
    'GET /api/jobs/unique/:id': (request) => {
      const found = jobs.find((one) => one.slug === request.params.id || String(one.id) === request.params.id);
      return found ? json(200, { data: found }) : json(404, { code: 'notFound', message: 'Introuvable' });
    },
  });
}

describe('job list', () => {
  test('each job has an apply-now button leading to the candidacy form for that job', async () => {
    serveJobs();
    const { user } = renderApp('/fr/jobs');
    const apply = await within(main()).findByRole('link', { name: 'Postuler maintenant\u00a0: Alternant UX/UI' });
    expect(apply).toHaveAttribute('href', '/fr/candidature?job=alternant-ux-ui');
    expect(within(main()).getByRole('link', { name: 'Postuler maintenant\u00a0: Développeur full stack JS' })).toHaveAttribute(
      'href',
      '/fr/candidature?job=developpeur-full-stack-js',
    );
    expect(within(main()).getByRole('heading', { level: 1, name: 'Offres d’emploi' })).toBeInTheDocument();
    const title = within(main()).getByRole('heading', { level: 2, name: 'Alternant UX/UI' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/fr/recrutement/alternant-ux-ui');
    expect(within(main()).getByText(/Alternance/)).toHaveTextContent('Alternance · Bobigny · Publiée le 2 janvier 2026');

    await user.click(apply);
    await waitFor(() => expect(location()).toHaveTextContent('/fr/candidature?job=alternant-ux-ui'));
    // The candidacy form names the job it was given.
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Candidature' })).toBeInTheDocument();
    expect(await within(main()).findByText(/Alternant UX\/UI/)).toBeInTheDocument();
  });

  test('no open job: says so and offers a spontaneous application', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [] }) });
    renderApp('/fr/jobs');
    expect(await within(main()).findByText('Aucune offre n’est ouverte en ce moment.')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Envoyer une candidature spontanée' })).toHaveAttribute('href', '/fr/candidature');
  });
});

describe('recruitment', () => {
  test('presents the agency, then the offers, each linked to its page', async () => {
    serveJobs();
    renderApp('/fr/recrutement');
    const offers = await screen.findByRole('region', { name: 'Nos offres' });
    const title = await within(offers).findByRole('heading', { level: 3, name: 'Alternant UX/UI' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/fr/recrutement/alternant-ux-ui');
    expect(within(main()).getByRole('heading', { level: 1, name: 'Recrutement' })).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Pourquoi nous rejoindre' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Envoyer une candidature spontanée' })).toHaveAttribute('href', '/fr/candidature');
  });

  test.each(FIXED_JOB_SLUGS)('recrutement/%s asks the API for that job offer', async (slug) => {
    network.use({
      'GET /api/jobs/unique/:id': (request) => json(200, { data: { ...uxUi, slug: request.params.id, title: { fr: slug, en: slug } } }),
    });
    renderApp(`/fr/recrutement/${slug}`);
    expect(await within(main()).findByRole('heading', { level: 1, name: slug })).toBeInTheDocument();
    expect(network.requests('GET /api/jobs/unique/:id').map((r) => r.path)).toEqual([`/api/jobs/unique/${slug}`]);
  });

  test('a job page shows the description and an apply link', async () => {
    serveJobs();
    renderApp('/fr/recrutement/alternant-ux-ui');
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Alternant UX/UI' });
    const page = heading.closest('article')!;
    expect(within(page).getByText('Un an pour apprendre le design produit.')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Vos missions' })).toBeInTheDocument();
    expect(within(page.querySelector('.rich-text')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maquettes', 'Tests utilisateurs']);
    expect(within(page).getByText(/Candidatures ouvertes jusqu’au/)).toHaveTextContent('1 octobre 2026');
    expect(within(page).getByRole('link', { name: 'Postuler à cette offre\u00a0: Alternant UX/UI' })).toHaveAttribute(
      'href',
      '/fr/candidature?job=alternant-ux-ui',
    );
    expect(within(page).getByRole('link', { name: 'Toutes nos offres' })).toHaveAttribute('href', '/fr/recrutement');
  });

  test('a job page shows the team, with portraits, and how applying goes', async () => {
    serveJobs();
    renderApp('/fr/recrutement/alternant-ux-ui');
    await within(main()).findByRole('heading', { level: 1, name: 'Alternant UX/UI' });
    const team = within(main()).getByRole('region', { name: 'L’équipe que vous rejoindrez' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(5);
    expect(within(team).getByRole('img', { name: 'Portrait illustré\u00a0: Aïssata Diallo' })).toHaveAttribute('src', '/media/team/aissata-diallo.svg');
    expect(team).toHaveTextContent('Aïssata DialloDesigner UX/UI');
    const process = within(main()).getByRole('region', { name: 'Comment se passe une candidature' });
    expect(within(process).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Vous postulez',
      'Un premier échange',
      'Une demi-journée avec nous',
      'Notre réponse',
    ]);
  });

  test('a job page shows the kind of job, the workplace and the pay, in the interface language', async () => {
    serveJobs();
    renderApp('/fr/recrutement/alternant-ux-ui');
    await within(main()).findByRole('heading', { level: 1, name: 'Alternant UX/UI' });
    const facts = () => within(main()).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // Intl writes French amounts with narrow no-break spaces: compare without the kind of space.
    const plain = (pairs: (string | null | undefined)[][]) => pairs.map((pair) => pair.map((text) => text?.replace(/[\u00a0\u202f]/g, ' ')));
    expect(plain(facts())).toEqual([
      ['Type de poste', 'Alternance'],
      ['Lieu de travail', '12 rue de l’Exemple, 93000 Bobigny'],
      ['Salaire', 'De 1 050 € à 1 990 € bruts par mois'],
    ]);
  });

  test('in English, a fixed salary reads as one amount; an offer without address or pay shows its short place only', async () => {
    const fixed = { ...uxUi, salary: { min: 45000, max: 45000, currency: 'EUR', unit: 'YEAR' as const } };
    network.use({
      'GET /api/jobs/unique/:id': (request) => json(200, { data: request.params.id === job.slug ? job : fixed }),
    });
    const { unmount } = renderApp('/fr/recrutement/alternant-ux-ui', 'en');
    await within(main()).findByRole('heading', { level: 1, name: 'UX/UI apprentice' });
    expect(within(main()).getAllByRole('definition').at(-1)).toHaveTextContent('€45,000 gross a year');
    expect(within(main()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Job type', 'Workplace', 'Salary']);
    unmount();

    renderApp(`/fr/recrutement/${job.slug}`);
    await within(main()).findByRole('heading', { level: 1, name: 'Développeur full stack JS' });
    expect(within(main()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Type de poste', 'Lieu de travail']);
    expect(within(main()).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Temps plein', 'Paris']);
  });

  test('an unknown job shows the 404 page content', async () => {
    serveJobs();
    renderApp('/fr/recrutement/stagiaire-cobol');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  test('a job reached by its id is replaced by its slug', async () => {
    serveJobs();
    renderApp('/fr/recrutement/6');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Alternant UX/UI' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/fr/recrutement/alternant-ux-ui');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });
});
