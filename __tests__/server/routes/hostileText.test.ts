import fr from '../../../src/shared/locales/fr/errors.json';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../support/candidacy';
import { multipart } from '../support/multipart';
import { signUp } from '../support/accounts';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('forms used against someone else', () => {
  let server: TestApp;
  let ip = 0;
  beforeEach(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
  });
  afterEach(() => server.close());

  const message = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload, remoteAddress: `10.5.0.${++ip}` });
  const mailTo = async (address: string) => server.app.db.selectFrom('email_outbox').selectAll().where('to_address', '=', address).execute();

  test('one acknowledgment per address an hour, whichever form and however the address is written; the agency hears of every one', async () => {
    const sent = { firstName: 'Léa', lastName: 'Martin', message: 'Bonjour, un devis ?' };
    for (const email of ['victim@example.com', 'VICTIM@example.com', 'victim@example.com']) expect((await message({ ...sent, email })).statusCode).toBe(201);
    const body = multipart({ ...candidacyFields, email: 'Victim@Example.com', cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdfOfSize() } });
    const candidacy = await server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers, remoteAddress: `10.5.0.${++ip}` });
    expect(candidacy.statusCode).toBe(201);

    const acknowledgments = (await server.app.db.selectFrom('email_outbox').selectAll().execute()).filter((row) => row.to_address.toLowerCase() === 'victim@example.com');
    expect(acknowledgments).toHaveLength(1);
    expect(await mailTo('contact@example.com')).toHaveLength(4);
    // Another address is acknowledged as usual.
    await message({ ...sent, email: 'someone@example.com' });
    expect(await mailTo('someone@example.com')).toHaveLength(1);
  });

  test('a name cannot carry a link or a line into the acknowledgment: it reads as plain words', async () => {
    const response = await message({ firstName: 'Claim your prize at http://evil.example/win', lastName: 'Martin', email: 'target@example.com', message: 'Bonjour' });
    expect(response.statusCode).toBe(201);
    const [acknowledgment] = await mailTo('target@example.com');
    const greeting = acknowledgment!.text_body.split('\n')[0];
    expect(greeting).toBe('Bonjour Claim your prize at http evil example win,');
    expect(acknowledgment!.text_body).not.toMatch(/https?:\/\/evil|evil\.example/);
  });

  test('an address with a NUL after it is refused: it cannot make a second account for the same mailbox', async () => {
    const victim = await signUp(server.app, { email: 'victim@example.com' });
    expect(victim.id).toBeGreaterThan(0);
    const twin = await server.app.inject({
      method: 'POST',
      url: '/api/users/create-account',
      payload: { firstName: 'Eve', lastName: 'Twin', email: 'victim@example.com\u0000', password: 'correct horse battery' },
      remoteAddress: `10.5.0.${++ip}`,
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({ code: 'notValidEmail', message: fr.notValidEmail, fields: { email: 'notValidEmail' } });
    expect(await server.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  test.each([
    ['a first name with a NUL', { firstName: 'Léa\u0000' }, 'firstName', 'notValidName'],
    ['a last name with a line break', { lastName: 'Martin\r\nBcc: x@example.com' }, 'lastName', 'notValidName'],
    ['a first name without a letter', { firstName: '!!!' }, 'firstName', 'notValidName'],
    ['a message with a bell character', { message: 'Bonjour\u0007' }, 'message', 'badRequest'],
  ])('a contact message with %s answers 400 with the field’s code, and nothing is stored', async (_case, change, field, code) => {
    const response = await message({ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, fields: { [field]: code } });
    expect(await server.app.db.selectFrom('messages').select('id').execute()).toEqual([]);
  });
});
