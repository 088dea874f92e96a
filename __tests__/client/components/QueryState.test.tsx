import { screen, waitFor } from '@testing-library/react';
import { QueryState } from '../../../src/client/components/QueryState';
import { useGetAllJobsQuery, useGetUniqueJobQuery } from '../../../src/client/features/careers/jobsApi';
import { job } from '../support/fixtures';
import { deferred, json, network, networkError } from '../support/network';
import { renderWithProviders } from '../support/render';

function Jobs() {
  const result = useGetAllJobsQuery();
  return (
    <QueryState
      result={result}
      skeleton={<span data-testid="skeleton" />}
      errorMessage="Les offres n’ont pas pu être chargées."
      retryLabel="Réessayer"
    >
      {(jobs) => <p>{jobs.map((one) => one.title.fr).join(', ')}</p>}
    </QueryState>
  );
}

function OneJob({ slug }: { slug: string }) {
  const result = useGetUniqueJobQuery(slug);
  return (
    <QueryState
      result={result}
      skeleton={null}
      heading="Offre d’emploi"
      errorMessage="L’offre n’a pas pu être chargée."
      retryLabel="Réessayer"
      notFound={<h1>Page introuvable</h1>}
    >
      {(found) => <h1>{found.title.fr}</h1>}
    </QueryState>
  );
}

describe('QueryState', () => {
  test('announces the loading over the skeleton, then shows the content', async () => {
    const answer = deferred();
    network.use({
      'GET /api/jobs/get-all-jobs': async () => {
        await answer.promise;
        return json(200, { data: [job] });
      },
    });
    renderWithProviders(<Jobs />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();

    answer.resolve();
    expect(await screen.findByText('Développeur full stack JS')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a failure is announced with the translated reason; retry refetches and focuses the content', async () => {
    let calls = 0;
    network.use({
      'GET /api/jobs/get-all-jobs': () =>
        ++calls === 1 ? json(500, { code: 'internal', message: 'Erreur interne' }) : json(200, { data: [job] }),
    });
    const { user } = renderWithProviders(<Jobs />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les offres n’ont pas pu être chargées.');
    expect(alert).toHaveTextContent('Une erreur est survenue de notre côté');

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    const content = await screen.findByText('Développeur full stack JS');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
    await waitFor(() => expect(content.parentElement).toHaveFocus());
  });

  test('a retry that fails again gives the focus back to the retry button', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': networkError() });
    const { user } = renderWithProviders(<Jobs />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(network.requests('GET /api/jobs/get-all-jobs')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus());
  });

  test('a page whose title comes from the data has an h1 and a document title while loading and with the error', async () => {
    network.use({ 'GET /api/jobs/unique/:id': json(503, { code: 'internal', message: 'Erreur' }) });
    renderWithProviders(<OneJob slug="alternant-ux-ui" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offre d’emploi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('L’offre n’a pas pu être chargée.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Offre d’emploi' })).toBeInTheDocument();
    expect(document.title).toBe('Offre d’emploi | Pixel & Cie');
  });

  test('the document title is the page\'s while its data loads, not empty', async () => {
    const answer = deferred();
    network.use({
      'GET /api/jobs/unique/:id': async () => {
        await answer.promise;
        return json(200, { data: job });
      },
    });
    renderWithProviders(<OneJob slug="alternant-ux-ui" />);
    await waitFor(() => expect(document.title).toBe('Offre d’emploi | Pixel & Cie'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    answer.resolve();
    await screen.findByText(job.title.fr);
  });

  test('a 404 shows the not-found content instead of an error, without a retry', async () => {
    network.use({ 'GET /api/jobs/unique/:id': json(404, { code: 'notFound', message: 'Introuvable' }) });
    renderWithProviders(<OneJob slug="inconnue" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
