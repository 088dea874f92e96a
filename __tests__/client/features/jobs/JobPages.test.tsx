import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppRoutes } from '../../../../src/client/app/router';
import type { Job } from '../../../../src/shared/api';
import { FIXED_JOB_SLUGS } from '../../../../src/shared/routes';
import { job } from '../../support/fixtures';
import { json, network } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{pathname + search}</output>;
}

function renderApp(route: string) {
  network.use({ 'POST /api/language/send': json(200, { data: { code: 'fr', nativeName: 'Français' } }) });
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route },
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
    expect(within(page).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Maquettes', 'Tests utilisateurs']);
    expect(within(page).getByText(/Candidatures ouvertes jusqu’au/)).toHaveTextContent('1 octobre 2026');
    expect(within(page).getByRole('link', { name: 'Postuler à cette offre\u00a0: Alternant UX/UI' })).toHaveAttribute(
      'href',
      '/fr/candidature?job=alternant-ux-ui',
    );
    expect(within(page).getByRole('link', { name: 'Toutes nos offres' })).toHaveAttribute('href', '/fr/recrutement');
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
