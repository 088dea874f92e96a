import fs from 'node:fs';
import path from 'node:path';
import { INBOX_NOTE_MAX_LENGTH, type AdminCandidacy, type AdminMessage } from '../../../../src/shared/admin';
import fr from '../../../../src/shared/locales/fr/errors.json';
import { someAddress, type TestAccount } from '../../support/accounts';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../../support/candidacy';
import { multipart } from '../../support/multipart';
import { signUpStaff } from '../../support/staff';
import { buildTestApp, type TestApp } from '../../support/testApp';

const contact = { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: 'Bonjour, nous aimerions refaire notre site.' };

describe('/api/admin: the inbox', () => {
  let server: TestApp;
  let staff: TestAccount;
  const cv = pdfOfSize(80_000);
  let candidacyId: number;

  beforeAll(async () => {
    server = await buildTestApp({ outbox: { pollIntervalMs: 0 } });
    staff = await signUpStaff(server.app, { firstName: 'Sam', lastName: 'Staff' });
    // As visitors send them, through the public forms' endpoints, oldest first.
    const send = (payload: object) => server.app.inject({ method: 'POST', url: '/api/messages/create-message', payload, remoteAddress: someAddress() });
    expect((await send(contact)).statusCode).toBe(201);
    expect((await send({ ...contact, firstName: 'Hugo', lastName: 'Bernard', email: 'hugo_b@example.org', kind: 'starterPack', options: ['showcaseSite'] })).statusCode).toBe(201);
    expect((await send({ ...contact, firstName: 'Zoé', lastName: 'Petit', email: 'zoe@example.net' })).statusCode).toBe(201);
    const body = multipart({ ...candidacyFields, job: 'developpeur-full-stack-js', cv: { filename: 'CV Léa (final).pdf', contentType: 'application/pdf', content: cv } });
    const applied = await server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers, remoteAddress: someAddress() });
    expect(applied.statusCode).toBe(201);
    candidacyId = applied.json().data.id;
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { ...staff.auth } });
  const put = (url: string, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: `/api/admin${url}`, payload: payload as object, headers: { ...staff.auth } });

  test('messages, newest first, as an AdminList; filtered by kind, status and a name or address', async () => {
    const all = await get('/messages');
    expect(all.statusCode).toBe(200);
    const list = all.json();
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(list.data.map((message: AdminMessage) => message.firstName)).toEqual(['Zoé', 'Hugo', 'Léa']);
    expect(list.data[1]).toMatchObject({ kind: 'starterPack', options: ['showcaseSite'], status: 'new', note: '', history: [] });

    const names = async (query: string) => (await get(`/messages?${query}`)).json().data.map((message: AdminMessage) => message.firstName);
    expect(await names('kind=starterPack')).toEqual(['Hugo']);
    expect(await names('kind=contact')).toEqual(['Zoé', 'Léa']);
    expect(await names('q=MARTIN')).toEqual(['Léa']);
    expect(await names('q=l%C3%A9a%20mar')).toEqual(['Léa']);
    expect(await names('q=example.org')).toEqual(['Hugo']);
    // LIKE's own wildcards match themselves, not any character.
    expect(await names('q=o_b')).toEqual(['Hugo']);
    expect(await names('q=a_m')).toEqual([]);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('status=answered')).toEqual([]);
    const paged = (await get('/messages?pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(paged.data.map((message: AdminMessage) => message.firstName)).toEqual(['Léa']);
  });

  test('a candidacy shows the job applied for by its title, and its CV', async () => {
    const { data } = (await get('/candidacies')).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: candidacyId,
      firstName: 'Léa',
      job: { slug: 'developpeur-full-stack-js', title: { fr: expect.stringMatching(/Développeur/), en: expect.any(String) } },
      cv: { name: 'CV Léa (final).pdf', size: cv.length },
      status: 'new',
    } satisfies Partial<Record<keyof AdminCandidacy, unknown>>);
  });

  test('the counts of new entries', async () => {
    expect((await get('/inbox/counts')).json()).toEqual({ data: { contact: 2, starterPack: 1, candidacies: 1 } });
  });

  test('a status and note change is saved, audited and shown as history; the count follows', async () => {
    const [lea] = (await get('/messages?q=lea%40example.com')).json().data as AdminMessage[];
    const moved = await put(`/messages/${lea!.id}`, { status: 'in_progress', note: 'Rappeler jeudi' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'in_progress', note: 'Rappeler jeudi' });
    const answered = (await put(`/messages/${lea!.id}`, { status: 'answered', note: 'Rappelée, devis envoyé' })).json().data as AdminMessage;
    expect(answered.history).toEqual([
      { status: 'in_progress', note: 'Rappeler jeudi', by: { id: staff.id, name: 'Sam Staff', email: staff.email }, at: expect.any(String) },
      { status: 'answered', note: 'Rappelée, devis envoyé', by: { id: staff.id, name: 'Sam Staff', email: staff.email }, at: expect.any(String) },
    ]);
    expect((await get('/inbox/counts')).json().data.contact).toBe(1);
    expect((await get(`/messages?status=answered`)).json().data.map((message: AdminMessage) => message.id)).toEqual([lea!.id]);
    const audit = (await get(`/audit?entity=message&entityId=${lea!.id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'status', actor: { id: staff.id }, before: { status: 'in_progress' }, after: { status: 'answered' } });

    // Saving the same again records nothing more.
    await put(`/messages/${lea!.id}`, { status: 'answered', note: 'Rappelée, devis envoyé' });
    expect((await get(`/audit?entity=message&entityId=${lea!.id}`)).json().total).toBe(2);
  });

  test('the workflow refuses a move back to new: 409, in the staff member\'s language, nothing changed', async () => {
    const moved = await put(`/candidacies/${candidacyId}`, { status: 'archived', note: '' });
    expect(moved.statusCode).toBe(200);
    const back = await put(`/candidacies/${candidacyId}`, { status: 'new', note: '' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ code: 'statusChangeNotAllowed', message: fr.statusChangeNotAllowed });
    expect((await get(`/candidacies/${candidacyId}`)).json().data.status).toBe('archived');
    expect((await put(`/candidacies/${candidacyId}`, { status: 'in_progress', note: 'Réouverte' })).statusCode).toBe(200);
  });

  test('hostile input gets 400 (or 404), never 500', async () => {
    const cases: [string, string, unknown, number][] = [
      ['GET', '/messages?page=0', undefined, 400],
      ['GET', '/messages?page=99999999999', undefined, 400],
      ['GET', '/messages?page=1.5', undefined, 400],
      ['GET', '/messages?pageSize=101', undefined, 400],
      ['GET', '/messages?pageSize=abc', undefined, 400],
      ['GET', '/messages?kind=spam', undefined, 400],
      ['GET', '/messages?status=deleted', undefined, 400],
      ['GET', `/messages?q=${'x'.repeat(201)}`, undefined, 400],
      ['GET', '/candidacies?status=new&status=answered', undefined, 400],
      ['GET', '/messages/abc', undefined, 400],
      ['GET', '/messages/-1', undefined, 400],
      ['GET', '/messages/99999999999999999999', undefined, 400],
      ['GET', '/messages/424242', undefined, 404],
      ['PUT', '/messages/424242', { status: 'answered', note: '' }, 404],
      ['PUT', `/candidacies/${candidacyId}`, { status: 'done', note: '' }, 400],
      ['PUT', `/candidacies/${candidacyId}`, { status: 'answered' }, 400],
      ['PUT', `/candidacies/${candidacyId}`, { status: 'answered', note: 42 }, 400],
      ['PUT', `/candidacies/${candidacyId}`, [], 400],
      ['PUT', `/candidacies/${candidacyId}`, 'null', 400],
      ['GET', '/candidacies/0/cv', undefined, 400],
      ['GET', '/candidacies/424242/cv', undefined, 404],
      ['DELETE', '/candidacies/424242', undefined, 404],
      ['GET', '/audit?entity=table', undefined, 400],
      ['GET', '/payments?status=stolen', undefined, 400],
    ];
    for (const [method, url, payload, status] of cases) {
      const response = await server.app.inject({
        method: method as 'GET',
        url: `/api/admin${url}`,
        headers: { ...staff.auth, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      expect({ method, url: url.slice(0, 60), status: response.statusCode }).toEqual({ method, url: url.slice(0, 60), status });
    }
    const tooLong = await put(`/candidacies/${candidacyId}`, { status: 'in_progress', note: 'x'.repeat(INBOX_NOTE_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'noteTooLong', message: fr.noteTooLong, fields: { note: 'noteTooLong' } });
    expect((await put(`/candidacies/${candidacyId}`, { status: 'in_progress', note: 'x'.repeat(INBOX_NOTE_MAX_LENGTH) })).statusCode).toBe(200);
  });

  test('the CV: the bytes received, as a PDF attachment with a safe name, not sniffed', async () => {
    const response = await get(`/candidacies/${candidacyId}/cv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="CV L_a (final).pdf"; filename*=UTF-8''${encodeURIComponent('CV Léa (final).pdf')}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['content-length'])).toBe(cv.length);
    expect(response.rawPayload.equals(cv)).toBe(true);
  });

  test('deleting a candidacy removes its row and its CV file; its audit entry stays', async () => {
    const row = await server.app.db.selectFrom('candidacies').select('cv_path').where('id', '=', candidacyId).executeTakeFirstOrThrow();
    const file = path.join(server.config.uploadsDir, row.cv_path);
    expect(fs.existsSync(file)).toBe(true);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/admin/candidacies/${candidacyId}`, headers: staff.auth });
    expect(deleted.statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await get(`/candidacies/${candidacyId}`)).statusCode).toBe(404);
    expect((await get(`/candidacies/${candidacyId}/cv`)).statusCode).toBe(404);
    const audit = (await get(`/audit?entity=candidacy&entityId=${candidacyId}`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'delete', actor: { id: staff.id, name: 'Sam Staff' }, before: null, after: null });
  });
});
