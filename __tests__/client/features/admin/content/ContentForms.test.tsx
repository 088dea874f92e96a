import { screen, waitFor, within } from '@testing-library/react';
import type { AdminClient, AdminJob } from '../../../../../src/shared/admin';
import { CategoryForm } from '../../../../../src/client/features/admin/content/CategoryForm';
import { ClientForm } from '../../../../../src/client/features/admin/content/ClientForm';
import { JobForm } from '../../../../../src/client/features/admin/content/JobForm';
import { ProjectForm } from '../../../../../src/client/features/admin/content/ProjectForm';
import { json, network } from '../../../support/network';
import { renderWithProviders } from '../../../support/render';

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const list = (data: unknown[]) => json(200, { data, page: 1, pageSize: 100, total: data.length, totalPages: 1 });

const job: AdminJob = {
  id: 4,
  slug: 'developpeur-full-stack-js',
  title: { fr: 'Développeur full stack JS', en: 'Full-stack JS developer' },
  summary: { fr: 'Résumé', en: 'Summary' },
  description: { fr: 'Description', en: 'Description' },
  employmentType: 'FULL_TIME',
  location: 'Paris',
  salary: { min: 40000, max: 50000, currency: 'EUR', unit: 'YEAR' },
  address: null,
  postedAt: '2026-10-01T00:00:00.000Z',
  validThrough: '2026-12-31T00:00:00.000Z',
  status: 'open',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

describe('the job form', () => {
  test('an empty offer asks for the title first, then each required text and the place', async () => {
    const { user } = renderWithProviders(<JobForm onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(box('Titre (français)')).toHaveFocus();
    expect(box('Titre (français)')).toHaveAccessibleDescription('Veuillez saisir le titre');
    expect(box('Lieu de travail')).toHaveAccessibleDescription('Veuillez saisir le lieu');
  });

  test('a salary with one bound only is refused beside it; an edit sends the whole offer', async () => {
    network.use({ 'PUT /api/admin/jobs/4': json(200, { data: { ...job, status: 'closed' } }) });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<JobForm job={job} onSaved={onSaved} />);
    const salary = screen.getByRole('group', { name: 'Salaire (facultatif)' });
    await user.clear(within(salary).getByRole('textbox', { name: /Minimum brut/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(within(salary).getByRole('textbox', { name: /Minimum brut/ })).toHaveAccessibleDescription(expect.stringContaining('fourchette de salaire valide'));

    await user.type(within(salary).getByRole('textbox', { name: /Minimum brut/ }), '42000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Fermée');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.requests('PUT /api/admin/jobs/4')[0]?.body).toEqual({
      title: job.title,
      summary: job.summary,
      description: job.description,
      slug: job.slug,
      employmentType: 'FULL_TIME',
      location: 'Paris',
      salary: { min: 42000, max: 50000, currency: 'EUR', unit: 'YEAR' },
      address: null,
      postedAt: '2026-10-01',
      validThrough: '2026-12-31',
      status: 'closed',
    });
  });
});

describe('the category form', () => {
  test('the address follows the French name; the category is created', async () => {
    network.use({ 'POST /api/admin/categories': json(201, { data: { id: 9 } }) });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<CategoryForm onSaved={onSaved} />, { language: 'en' });
    await user.type(box('Name (French)'), 'Écologie & numérique');
    await user.type(box('Name (English)'), 'Ecology');
    expect(box(/Web address/)).toHaveValue('ecologie-numerique');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9 }));
    expect(network.requests('POST /api/admin/categories')[0]?.body).toEqual({
      name: { fr: 'Écologie & numérique', en: 'Ecology' },
      description: { fr: '', en: '' },
      slug: 'ecologie-numerique',
    });
  });
});

describe('the client form', () => {
  test('its place in the lists goes as a number, and an empty summary is asked for', async () => {
    const client: AdminClient = {
      id: 2,
      slug: 'acme',
      name: 'Acme',
      summary: { fr: '', en: 'Summary' },
      body: { fr: '', en: '' },
      logo: null,
      status: 'published',
      position: 3,
      updatedAt: '2026-10-01T00:00:00.000Z',
    };
    network.use({ 'PUT /api/admin/clients/2': json(200, { data: client }) });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<ClientForm client={client} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(box('Résumé (français)')).toHaveFocus();
    expect(box('Résumé (français)')).toHaveAccessibleDescription('Veuillez saisir le résumé');
    await user.type(box('Résumé (français)'), 'Résumé');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(network.requests('PUT /api/admin/clients/2')[0]?.body).toMatchObject({ name: 'Acme', position: 3, status: 'published', logo: '' });
  });
});

describe('the project form', () => {
  test('the client is chosen from the clients, the stack goes as a list', async () => {
    network.use({
      'GET /api/admin/clients': list([{ id: 2, name: 'Acme' }]),
      'POST /api/admin/projects': json(201, { data: { id: 5 } }),
    });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<ProjectForm onSaved={onSaved} />);
    await user.type(box('Titre (français)'), 'Refonte');
    await user.type(box('Titre (anglais)'), 'Redesign');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Client/ }), await screen.findByRole('option', { name: 'Acme' }));
    await user.type(box('Résumé (français)'), 'Résumé');
    await user.type(box('Résumé (anglais)'), 'Summary');
    await user.type(box(/^Texte \(français\)/), 'Texte');
    await user.type(box(/^Texte \(anglais\)/), 'Text');
    await user.type(box(/^Technologies/), 'React, Node.js ,  ');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 5 }));
    expect(network.requests('POST /api/admin/projects')[0]?.body).toMatchObject({
      slug: 'refonte',
      clientId: 2,
      stack: ['React', 'Node.js'],
      status: 'draft',
      publishedAt: '',
    });
  });
});
