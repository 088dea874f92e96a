import sharp from 'sharp';
import type { AdminList, AuditEntry } from '../../../../src/shared/admin';
import { someAddress, type TestAccount } from '../../support/accounts';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../../support/candidacy';
import { multipart } from '../../support/multipart';
import { signUpStaff } from '../../support/staff';
import { buildTestApp, type TestApp } from '../../support/testApp';

describe('/api/admin/audit: who did it, as they were then, and the personal files read', () => {
  let server: TestApp;
  let staff: TestAccount;
  let candidacyId: number;

  beforeAll(async () => {
    server = await buildTestApp({ seed: false });
    staff = await signUpStaff(server.app, { firstName: 'Sam', lastName: 'Staff' });
    const body = multipart({ ...candidacyFields, cv: { filename: 'cv-lea.pdf', contentType: 'application/pdf', content: pdfOfSize() } });
    const applied = await server.app.inject({ method: 'POST', url: CANDIDACY_URL, payload: body.payload, headers: body.headers, remoteAddress: someAddress() });
    expect(applied.statusCode).toBe(201);
    candidacyId = applied.json().data.id;
  }, 60_000);
  afterAll(() => server.close());

  const journal = async (query = '') => {
    const response = await server.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: staff.auth });
    expect(response.statusCode).toBe(200);
    return response.json<AdminList<AuditEntry>>().data;
  };
  const rename = async (firstName: string, lastName: string) => {
    const { payload, headers } = multipart({ firstName, lastName, email: staff.email });
    const response = await server.app.inject({ method: 'PUT', url: `/api/users/update-infos/${staff.id}`, payload, headers: { ...headers, ...staff.auth }, remoteAddress: someAddress() });
    expect(response.statusCode).toBe(200);
  };

  test('a CV download is journalled, under the staff member as they were when they read it', async () => {
    const download = await server.app.inject({ method: 'GET', url: `/api/admin/candidacies/${candidacyId}/cv`, headers: staff.auth });
    expect(download.statusCode).toBe(200);
    const [entry] = await journal(`?entity=candidacy&entityId=${candidacyId}`);
    expect(entry).toMatchObject({ action: 'download', entity: 'candidacy', entityId: candidacyId, actor: { id: staff.id, name: 'Sam Staff', email: staff.email }, after: { file: 'cv-lea.pdf' } });
  });

  test('an image upload is journalled with its URL', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } }).png().toBuffer();
    const { payload, headers } = multipart({ image: { filename: 'photo.png', contentType: 'image/png', content: png } });
    const uploaded = await server.app.inject({ method: 'POST', url: '/api/admin/images', payload, headers: { ...headers, ...staff.auth }, remoteAddress: someAddress() });
    expect(uploaded.statusCode).toBe(201);
    const [entry] = await journal('?entity=image');
    expect(entry).toMatchObject({ action: 'upload', entity: 'image', entityId: 0, actor: { id: staff.id, email: staff.email }, after: { url: uploaded.json().data.url, bytes: png.length } });
  });

  test('renaming oneself later changes no earlier entry: each keeps the name and address of its time', async () => {
    const move = (status: string) => server.app.inject({ method: 'PUT', url: `/api/admin/candidacies/${candidacyId}`, payload: { status, note: '' }, headers: staff.auth });
    expect((await move('in_progress')).statusCode).toBe(200);
    await rename('Système', 'Automatique');
    expect((await move('answered')).statusCode).toBe(200);

    const entries = await journal(`?entity=candidacy&entityId=${candidacyId}`);
    expect(entries.map(({ action, after, actor }) => [action, (after as { status?: string } | null)?.status ?? null, actor?.name, actor?.email])).toEqual([
      ['status', 'answered', 'Système Automatique', staff.email],
      ['status', 'in_progress', 'Sam Staff', staff.email],
      ['download', null, 'Sam Staff', staff.email],
    ]);
    // The inbox's history says the same.
    const candidacy = (await server.app.inject({ method: 'GET', url: `/api/admin/candidacies/${candidacyId}`, headers: staff.auth })).json().data;
    expect(candidacy.history.map((change: { by: { name: string } }) => change.by.name)).toEqual(['Sam Staff', 'Système Automatique']);
  });

  test('the stored row carries the copy', async () => {
    const rows = await server.app.db.selectFrom('audit_log').select(['actor_name', 'actor_email']).where('actor_id', '=', staff.id).execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.actor_email === staff.email)).toBe(true);
  });
});
