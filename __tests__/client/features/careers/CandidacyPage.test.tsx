import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CandidacyPage from '../../../../src/client/features/careers/CandidacyPage';
import { CV_MAX_BYTES } from '../../../../src/shared/schemas/limits';
import { job } from '../../support/fixtures';
import { deferred, json, network, networkError, type HandlerContext } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const SEND = 'POST /api/candidacies/create-candidacy';
const CV_TEXT = '%PDF-1.7 mon CV';

const pdf = (name = 'cv.pdf') => new File([CV_TEXT], name, { type: 'application/pdf' });
/** A text file renamed .pdf: the browser calls it a PDF, its content says otherwise. */
const renamedText = () => new File(['Bonjour, je ne suis pas un PDF'], 'notes.pdf', { type: 'application/pdf' });

function renderPage(route = '/fr/candidature', language: 'fr' | 'en' = 'fr') {
  const view = renderWithProviders(<CandidacyPage />, { route, language });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
  return { ...view, submit };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const cvInput = () => screen.getByLabelText('Votre CV', { selector: 'input' });
const dropZone = () => screen.getByRole('group', { name: 'Votre CV' });
const drop = (file: File) => fireEvent.drop(dropZone(), { dataTransfer: { files: [file], types: ['Files'] } });
const PRESENTATION = 'Présentez-vous en quelques lignes';

async function fillFields(user: ReturnType<typeof renderPage>['user']) {
  await user.type(box('Nom'), 'Lovelace');
  await user.type(box('Prénom'), 'Ada');
  await user.type(box('E-mail'), 'ada@example.com');
  await user.type(box('Téléphone'), '06 12 34 56 78');
  await user.type(box(PRESENTATION), 'Développeuse passionnée.');
}

async function fillAll(user: ReturnType<typeof renderPage>['user']) {
  await fillFields(user);
  drop(pdf());
  await screen.findByText(/Fichier sélectionné : cv\.pdf/);
}

function expectError(field: HTMLElement, message: string) {
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

const sentParts = () => network.requests(SEND).map((request) => request.body);

describe('the candidacy page', () => {
  test('beside the form, how applying goes and what happens to the CV', () => {
    renderPage();
    const aside = screen.getByRole('complementary', { name: 'Comment se passe une candidature' });
    expect(within(aside).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(aside).toHaveTextContent('supprimé six mois après notre réponse');
  });

  test('an empty form shows every field in error at once, the CV included, then the corrected one is sent', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    const { user, submit } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidature' })).toBeInTheDocument();
    expect(screen.getByText('Aucun fichier sélectionné')).toBeInTheDocument();

    await submit();
    const expected: [HTMLElement, string][] = [
      [box('Nom'), 'Veuillez saisir le nom'],
      [box('Prénom'), 'Veuillez saisir le prénom'],
      [box('E-mail'), 'Veuillez saisir votre e-mail'],
      // The phone is required here: an empty one is not a valid number.
      [box('Téléphone'), 'Veuillez saisir un numéro de téléphone valide'],
      [box(PRESENTATION), 'Veuillez saisir le message'],
      [cvInput(), 'Veuillez joindre votre CV'],
    ];
    for (const [field, message] of expected) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(box('Nom')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');

    await fillFields(user);
    await submit();
    // Only the CV is left: it is the one in error, and focused.
    await waitFor(() => expectError(cvInput(), 'Veuillez joindre votre CV'));
    expect(box('Nom')).not.toHaveAttribute('aria-invalid');
    expect(network.requests(SEND)).toHaveLength(0);

    drop(pdf());
    expect(await screen.findByText('Fichier sélectionné : cv.pdf (15 octets)')).toBeInTheDocument();
    expect(cvInput()).not.toHaveAttribute('aria-invalid');
    await submit();

    expect(await screen.findByRole('heading', { name: 'Candidature envoyée' })).toHaveFocus();
    expect(sentParts()).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '0612345678',
        presentation: 'Développeuse passionnée.',
        cv: { filename: 'cv.pdf', type: 'application/pdf', size: CV_TEXT.length, text: CV_TEXT },
      },
    ]);
  });

  test('a CV chosen by click shows its name', async () => {
    const { user } = renderPage();
    await user.upload(cvInput(), pdf('mon-cv.pdf'));
    expect(await screen.findByText('Fichier sélectionné : mon-cv.pdf (15 octets)')).toBeInTheDocument();
    expect(cvInput()).toHaveAccessibleDescription(expect.stringContaining('mon-cv.pdf'));
  });

  test('a text file renamed .pdf is refused with its message, before any request', async () => {
    const { user, submit } = renderPage();
    await fillFields(user);
    drop(renamedText());

    expect(await screen.findByText('Ce type de fichier n’est pas accepté')).toBeInTheDocument();
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    await submit();
    // The file's first bytes are read again before sending.
    await waitFor(() => expectError(cvInput(), 'Ce type de fichier n’est pas accepté'));
    expect(network.requests()).toHaveLength(0);
  });

  test('a file that is not a PDF at all is refused', async () => {
    renderPage();
    drop(new File(['<p>CV</p>'], 'cv.html', { type: 'text/html' }));
    expect(await screen.findByText('Ce type de fichier n’est pas accepté')).toBeInTheDocument();
  });

  test('a PDF over 5 MB is refused before any request', async () => {
    const { user, submit } = renderPage();
    await fillFields(user);
    const big = new File([new Uint8Array(CV_MAX_BYTES + 1)], 'gros.pdf', { type: 'application/pdf' });
    drop(big);
    expect(await screen.findByText('Le fichier est trop volumineux')).toBeInTheDocument();
    await submit();
    await waitFor(() => expectError(cvInput(), 'Le fichier est trop volumineux'));
    expect(network.requests()).toHaveLength(0);
  });

  test('the upload shows its real progress, from 0 to halfway to done', async () => {
    const halfway = deferred();
    const uploaded = deferred();
    const answered = deferred();
    network.use({
      [SEND]: async (_request, { uploadProgress, bodySize }) => {
        await halfway.promise;
        uploadProgress(bodySize / 2);
        await uploaded.promise;
        uploadProgress(bodySize);
        await answered.promise;
        return json(201, { data: { id: 1 } });
      },
    });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();

    const bar = await screen.findByRole('progressbar', { name: 'Progression de l’envoi' });
    expect(screen.getByRole('heading', { name: 'Envoi de votre candidature' })).toHaveFocus();
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByText('0 %')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nom' })).not.toBeInTheDocument();

    await act(async () => halfway.resolve());
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '50\u202f%');
    expect(screen.getByText('50 %')).toBeInTheDocument();

    await act(async () => uploaded.resolve());
    await waitFor(() => expect(screen.getByText('100 %')).toBeInTheDocument());

    await act(async () => answered.resolve());
    expect(await screen.findByRole('heading', { name: 'Candidature envoyée' })).toBeInTheDocument();
  });

  test('cancel aborts the upload and brings the form back with everything typed and chosen', async () => {
    let context: HandlerContext | undefined;
    network.use({
      [SEND]: (_request, handlerContext) => {
        context = handlerContext;
        return new Promise(() => undefined);
      },
    });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();
    await screen.findByRole('progressbar');

    await user.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));

    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('Lovelace');
    expect(context?.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Candidature envoyée' })).not.toBeInTheDocument();
    const notice = screen.getByText(/^Envoi annulé\. Vos informations sont conservées/);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    expect(box('Prénom')).toHaveValue('Ada');
    expect(box(PRESENTATION)).toHaveValue('Développeuse passionnée.');
    expect(screen.getByText(/Fichier sélectionné : cv\.pdf/)).toBeInTheDocument();

    // And it can be sent again as it is.
    network.use({ [SEND]: json(201, { data: { id: 2 } }) });
    await submit();
    expect(await screen.findByRole('heading', { name: 'Candidature envoyée' })).toBeInTheDocument();
    expect(network.requests(SEND)).toHaveLength(2);
  });

  test('leaving the page during the upload aborts it', async () => {
    let context: HandlerContext | undefined;
    network.use({
      [SEND]: (_request, handlerContext) => {
        context = handlerContext;
        return new Promise(() => undefined);
      },
    });
    const { user, submit, unmount } = renderPage();
    await fillAll(user);
    await submit();
    await screen.findByRole('progressbar');
    unmount();
    await waitFor(() => expect(context?.signal.aborted).toBe(true));
  });

  test('the server’s refusal of a field is shown beside it', async () => {
    network.use({
      [SEND]: json(400, { code: 'notValidEmail', message: 'Adresse e-mail invalide', fields: { email: 'notValidEmail' } }),
    });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();
    await waitFor(() => expectError(box('E-mail'), 'Veuillez saisir une adresse e-mail valide'));
    expect(box('Nom')).toHaveValue('Lovelace');
  });

  test('a file the server refuses without naming a field is still the CV’s error', async () => {
    network.use({ [SEND]: json(413, { code: 'fileTooLarge', message: 'Fichier trop volumineux' }) });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();
    await waitFor(() => expectError(cvInput(), 'Le fichier est trop volumineux'));
  });

  test('a network failure is the form’s alert; the fields and the file are kept', async () => {
    network.use({ [SEND]: networkError() });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();
    const alert = await screen.findByText('Le serveur est injoignable. Vérifiez votre connexion et réessayez');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(box('Prénom')).toHaveValue('Ada');
    expect(screen.getByText(/Fichier sélectionné : cv\.pdf/)).toBeInTheDocument();
  });

  test('“send another” brings back an empty form with no file', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    const { user, submit } = renderPage();
    await fillAll(user);
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Envoyer une autre candidature' }));

    expect(box('Nom')).toHaveFocus();
    expect(box('Prénom')).toHaveValue('');
    expect(box(PRESENTATION)).toHaveValue('');
    expect(screen.getByText('Aucun fichier sélectionné')).toBeInTheDocument();
  });

  test('coming from a job offer names the job and sends it with the candidacy', async () => {
    network.use({
      'GET /api/jobs/unique/:slug': (request) => json(200, { data: { ...job, slug: request.params.slug } }),
      [SEND]: json(201, { data: { id: 1 } }),
    });
    const { user, submit } = renderPage('/fr/candidature?job=developpeur-full-stack-js');

    expect(await screen.findByText('Vous postulez à l’offre « Développeur full stack JS ».')).toBeInTheDocument();
    await fillAll(user);
    await submit();
    await screen.findByRole('heading', { name: 'Candidature envoyée' });
    expect(network.requests('GET /api/jobs/unique/:slug')[0]?.path).toBe('/api/jobs/unique/developpeur-full-stack-js');
    expect(sentParts()[0]).toMatchObject({ job: 'developpeur-full-stack-js' });
  });

  test('an offer that no longer exists is said so, and the candidacy goes without it', async () => {
    network.use({
      'GET /api/jobs/unique/:slug': json(404, { code: 'notFound', message: 'Introuvable' }),
      [SEND]: json(201, { data: { id: 1 } }),
    });
    const { user, submit } = renderPage('/fr/candidature?job=ancienne-offre');
    expect(
      await screen.findByText('Cette offre n’est plus disponible : votre candidature sera envoyée comme candidature spontanée.'),
    ).toBeInTheDocument();
    await fillAll(user);
    await submit();
    await screen.findByRole('heading', { name: 'Candidature envoyée' });
    expect(sentParts()[0]).not.toHaveProperty('job');
  });

  test('the job title is in the visitor’s language', async () => {
    network.use({ 'GET /api/jobs/unique/:slug': json(200, { data: job }) });
    renderPage('/fr/candidature?job=developpeur-full-stack-js', 'en');
    expect(await screen.findByText('You are applying for “Full stack JS developer”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my candidacy' })).toBeInTheDocument();
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });
});
