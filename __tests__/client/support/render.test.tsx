import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../src/client/lib/hooks';
import { selectAuthStatus, selectUser } from '../../../src/client/features/account/authSlice';
import { useGetAllJobsQuery } from '../../../src/client/features/careers/jobsApi';
import { menuToggled, selectMenuOpen } from '../../../src/client/app/layout/menuSlice';
import { job, token, user } from './fixtures';
import { json, network } from './network';
import { renderWithProviders } from './render';

function Probe() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const status = useAppSelector(selectAuthStatus);
  const me = useAppSelector(selectUser);
  const open = useAppSelector(selectMenuOpen);
  const dispatch = useAppDispatch();
  const jobs = useGetAllJobsQuery();
  return (
    <main>
      <p>{`${i18n.language} ${location.pathname} ${status} ${me?.firstName ?? '-'}`}</p>
      <p>{t('errors:emptyEmail')}</p>
      <button type="button" onClick={() => dispatch(menuToggled())}>
        {open ? 'open' : 'closed'}
      </button>
      {jobs.isLoading ? <p>loading</p> : <ul>{jobs.data?.map((j) => <li key={j.id}>{j.title.fr}</li>)}</ul>}
    </main>
  );
}

describe('renderWithProviders', () => {
  test('gives the store, the translations, the router and the network to a component', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [job] }) });
    const { user: pointer, store } = renderWithProviders(<Probe />, { route: '/fr/jobs' });

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent(job.title.fr);
    expect(screen.getByText('fr /fr/jobs anonymous -')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre e-mail')).toBeInTheDocument();

    await pointer.click(screen.getByRole('button', { name: 'closed' }));
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
    expect(selectMenuOpen(store.getState())).toBe(true);
  });

  test('takes a preloaded session and a language', async () => {
    network.use({ 'GET /api/jobs/get-all-jobs': json(200, { data: [] }) });
    renderWithProviders(<Probe />, { language: 'en', preloadedState: { auth: { user, token } } });
    expect(await screen.findByText(`en /fr authenticated ${user.firstName}`)).toBeInTheDocument();
    expect(network.requests('GET /api/jobs/get-all-jobs')[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
