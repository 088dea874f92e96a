import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SERVER_TIMEOUTS } from '../../../src/server/app';
import { STALE_PART_MS, saveCv, sweepOrphanCvs } from '../../../src/server/services/uploads';
import { buildTestApp, type TestApp } from '../support/testApp';

const hex = () => randomBytes(16).toString('hex');

describe('sweepOrphanCvs', () => {
  let server: TestApp;
  let cvDir: string;

  beforeEach(async () => {
    server = await buildTestApp({ seed: false, outbox: { pollIntervalMs: 0 } });
    cvDir = path.join(server.config.uploadsDir, 'cv');
  });

  afterEach(() => server.close());

  async function storeCandidacy(): Promise<string> {
    const cv = (await saveCv(server.config.uploadsDir, Readable.from([Buffer.from('%PDF-1.7\n')])))!;
    await server.app.db
      .insertInto('candidacies')
      .values({
        first_name: 'Léa',
        last_name: 'Martin',
        email: 'lea@example.com',
        phone_number: '0612345678',
        presentation: 'Bonjour',
        job_slug: null,
        cv_path: cv.key,
        cv_name: 'cv.pdf',
        cv_size: 9,
        language: 'fr',
        created_at: new Date().toISOString(),
      })
      .execute();
    return path.basename(cv.key);
  }

  const plant = (name: string, ageMs = 0) => {
    const file = path.join(cvDir, name);
    fs.mkdirSync(cvDir, { recursive: true });
    fs.writeFileSync(file, '%PDF-1.7\n');
    const time = new Date(Date.now() - ageMs);
    fs.utimesSync(file, time, time);
  };
  const files = () => fs.readdirSync(cvDir).sort();

  it('removes CV files no candidacy refers to, whole or half-written, and nothing else', async () => {
    const stored = await storeCandidacy();
    const orphan = `${hex()}.pdf`;
    const partial = `${hex()}.pdf.part`;
    for (const name of [orphan, partial, 'notes.txt', 'ABCDEF.pdf']) plant(name);

    const removed = await sweepOrphanCvs(server.app.db, server.config.uploadsDir);

    expect(removed.sort()).toEqual([`cv/${orphan}`, `cv/${partial}`].sort());
    expect(files()).toEqual([stored, 'ABCDEF.pdf', 'notes.txt'].sort());
  });

  it('leaves recent files alone when given an age, as an upload in flight may be one', async () => {
    const old = `${hex()}.pdf`;
    const recent = `${hex()}.pdf.part`;
    plant(old, 5 * 60_000);
    plant(recent);

    expect(await sweepOrphanCvs(server.app.db, server.config.uploadsDir, 60_000)).toEqual([`cv/${old}`]);
    expect(files()).toEqual([recent]);
  });

  it('does nothing when no CV was ever uploaded', async () => {
    expect(await sweepOrphanCvs(server.app.db, server.config.uploadsDir)).toEqual([]);
  });
});

describe('half-written CVs while the server runs', () => {
  let server: TestApp | null = null;
  afterEach(() => server?.close());

  it('are removed by the periodic sweep once no write has touched them for longer than a request may last; a fresh one and whole CVs stay', async () => {
    server = await buildTestApp({ seed: false, outbox: { pollIntervalMs: 0 }, retention: { sweepEveryMs: 50 } });
    const cvDir = path.join(server.config.uploadsDir, 'cv');
    fs.mkdirSync(cvDir, { recursive: true });
    const plant = (name: string, ageMs: number) => {
      const file = path.join(cvDir, name);
      fs.writeFileSync(file, '%PDF-1.7\n'.padEnd(2_000_000, ' '));
      const time = new Date(Date.now() - ageMs);
      fs.utimesSync(file, time, time);
    };
    // A process killed mid-upload leaves its `.part`; another instance sharing the folder (or this one) is serving on.
    const stale = Array.from({ length: 7 }, () => `${hex()}.pdf.part`);
    for (const name of stale) plant(name, STALE_PART_MS + 60_000);
    const inFlight = `${hex()}.pdf.part`;
    plant(inFlight, 1_000);
    // Whole files wait for the start-up sweep, which checks them against the candidacies.
    const whole = `${hex()}.pdf`;
    plant(whole, STALE_PART_MS + 60_000);
    await server.app.ready();

    const deadline = Date.now() + 5_000;
    while (fs.readdirSync(cvDir).some((name) => stale.includes(name)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fs.readdirSync(cvDir).sort()).toEqual([inFlight, whole].sort());
  });

  it('waits longer than the longest request before calling a `.part` stale', () => {
    expect(STALE_PART_MS).toBeGreaterThan(SERVER_TIMEOUTS.requestMs);
  });
});
