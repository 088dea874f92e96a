import fs from 'node:fs';
import path from 'node:path';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { multipart } from '../support/multipart';
import { CANDIDACY_URL, candidacyFields, pdfOfSize } from '../support/candidacy';
import { buildTestApp, captureLogger, type TestApp } from '../support/testApp';

const url = CANDIDACY_URL;
const fields = candidacyFields;
const pdf = pdfOfSize;

let lastIp = 0;
const nextIp = () => `10.9.0.${++lastIp}`;

/** Every file under a folder, relative to it. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('a candidacy when the disk cannot take its CV', () => {
  let server: TestApp;
  let lines: string[];
  let cvDir: string;

  beforeEach(async () => {
    const capture = captureLogger('error');
    lines = capture.lines;
    server = await buildTestApp({ logger: capture.logger, outbox: { pollIntervalMs: 0 } });
    cvDir = path.join(server.config.uploadsDir, 'cv');
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await server.close();
  });

  const apply = (lang = 'fr', size = 200_000) => {
    const body = multipart({ ...fields, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdf(size) } });
    return server.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, 'accept-language': lang }, remoteAddress: nextIp() });
  };
  const candidacies = () => server.app.db.selectFrom('candidacies').selectAll().execute();
  const outbox = () => server.app.db.selectFrom('email_outbox').selectAll().execute();

  async function expectRefusedCleanly(lang: 'fr' | 'en') {
    const response = await apply(lang);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'storageUnavailable', message: (lang === 'fr' ? fr : en).storageUnavailable });
    expect(await candidacies()).toEqual([]);
    expect(await outbox()).toEqual([]);
    // The operator learns why from the log; the sender never sees the system error.
    expect(lines.some((line) => /could not store an uploaded CV/.test(line))).toBe(true);
    expect(response.body).not.toMatch(/ENOSPC|ENOTDIR|EEXIST|uploads/);
  }

  it('answers 503 storageUnavailable when the disk is full (ENOSPC), keeps no row and no file, and works again once there is room', async () => {
    // A real ENOSPC from the kernel: the temporary file is created, then every write goes to /dev/full.
    const open = fs.promises.open.bind(fs.promises);
    const spy = jest.spyOn(fs.promises, 'open').mockImplementation(async (file, flags, mode) => {
      if (!String(file).endsWith('.part')) return open(file, flags, mode);
      await (await open(file, flags, mode)).close();
      return open('/dev/full', 'w');
    });

    await expectRefusedCleanly('fr');
    await expectRefusedCleanly('en');
    expect(spy).toHaveBeenCalled();
    expect(filesUnder(cvDir)).toEqual([]);

    spy.mockRestore();
    const response = await apply();
    expect(response.statusCode).toBe(201);
    const [row] = await candidacies();
    expect(filesUnder(cvDir)).toEqual([path.basename(row!.cv_path)]);
  });

  it('answers 503 storageUnavailable when the CV folder cannot be written (a file in its place), and the server stays up', async () => {
    fs.mkdirSync(server.config.uploadsDir, { recursive: true });
    fs.writeFileSync(cvDir, 'not a folder');

    await expectRefusedCleanly('fr');
    // Still serving: other requests and the next candidacy.
    expect((await server.app.inject({ method: 'GET', url: '/api/jobs/get-all-jobs' })).statusCode).toBe(200);

    fs.rmSync(cvDir);
    const response = await apply('en');
    expect(response.statusCode).toBe(201);
    expect(await candidacies()).toHaveLength(1);
    expect(filesUnder(cvDir)).toHaveLength(1);
  });

  it('still refuses a bad CV for what it is when the disk is also full', async () => {
    fs.mkdirSync(server.config.uploadsDir, { recursive: true });
    fs.writeFileSync(cvDir, 'not a folder');
    const body = multipart({ ...fields, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: 'plain text, not a PDF' } });
    const response = await server.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(415);
    expect(await candidacies()).toEqual([]);
  });
});
