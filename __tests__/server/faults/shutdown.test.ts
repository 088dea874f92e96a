import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ORPHAN_GRACE_MS } from '../../../src/server/services/uploads';
import { multipart } from '../support/multipart';
import { tempDir, writeClientBuild } from '../support/testApp';
import { candidacyFields } from '../support/candidacy';
import { runTs, type Child } from './support/child';

const fields = candidacyFields;
const CHUNKS = 12;
const CHUNK_DELAY_MS = 60;

type Outcome = { status: number; body: string } | { error: string };

/**
 * Sends `payload` over a real socket in CHUNKS pieces, CHUNK_DELAY_MS apart. `midway` is called once,
 * after the first chunk for which `started()` holds.
 */
function slowPost(port: number, payload: Buffer, headers: Record<string, string>, started: () => boolean, midway: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/candidacies/create-candidacy', agent: false, headers: { ...headers, 'content-length': String(payload.length) } });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ error: 'no answer within 15 s' });
    }, 15_000);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve({ error: error.message });
    });
    const size = Math.ceil(payload.length / CHUNKS);
    let sent = 0;
    let signalled = false;
    const next = () => {
      if (request.destroyed) return;
      request.write(payload.subarray(sent, sent + size));
      sent += size;
      if (!signalled && started()) {
        signalled = true;
        midway();
      }
      if (sent < payload.length) setTimeout(next, CHUNK_DELAY_MS);
      else request.end();
    };
    next();
  });
}

function cvFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'cv');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

function candidacies(dataDir: string): { cv_path: string; cv_size: number }[] {
  const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return db.prepare('select cv_path, cv_size from candidacies').all() as { cv_path: string; cv_size: number }[];
  } finally {
    db.close();
  }
}

/** Dates the CV files past ORPHAN_GRACE_MS: younger, a start-up sweep leaves them (another instance may be writing them). */
function ageCvFiles(dataDir: string): void {
  const cvDir = path.join(dataDir, 'uploads', 'cv');
  const past = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
  for (const name of fs.readdirSync(cvDir)) fs.utimesSync(path.join(cvDir, name), past, past);
}

describe('the real server stopped with SIGTERM during a CV upload', () => {
  const children: Child[] = [];
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = tempDir();
    dataDir = path.join(root, 'data');
    writeClientBuild(path.join(root, 'client'));
  });

  afterEach(() => {
    children.forEach((child) => child.stop());
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function startServer(): Promise<{ server: Child; port: number }> {
    const server = runTs('src/server/main.ts', { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: path.join(root, 'client') });
    children.push(server);
    const [, port] = await server.waitFor(/Listening on http:\/\/127\.0\.0\.1:(\d+)/);
    return { server, port: Number(port) };
  }

  it('finishes the upload or refuses it cleanly, exits 0, and the next start removes CV files no candidacy refers to', async () => {
    const { server, port } = await startServer();
    const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000), Buffer.from('\n%%EOF\n')]);
    const body = multipart({ ...fields, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: cv } });

    // SIGTERM once the server is writing the CV (its temporary file exists), with most of it still to come.
    const writing = () => cvFiles(dataDir).some((name) => name.endsWith('.part'));
    let signalledAt = -1;
    const outcome = await slowPost(port, body.payload, body.headers, writing, () => {
      signalledAt = cvFiles(dataDir).length;
      server.process.kill('SIGTERM');
    });
    expect(await server.ended()).toEqual([0, null]);
    expect(signalledAt).toBeGreaterThan(0);

    const rows = candidacies(dataDir);
    if ('status' in outcome && outcome.status === 201) {
      // Finished: the row and its whole file, nothing else.
      expect(rows).toHaveLength(1);
      expect(rows[0]!.cv_size).toBe(cv.length);
      expect(cvFiles(dataDir)).toEqual([path.basename(rows[0]!.cv_path)]);
      expect(fs.readFileSync(path.join(dataDir, 'uploads', rows[0]!.cv_path)).equals(cv)).toBe(true);
    } else {
      // Refused: no row, no file, whole or partial.
      expect(rows).toEqual([]);
      expect(cvFiles(dataDir)).toEqual([]);
    }

    // Left by a crash or a forced exit: a CV whose row never came, a half-written one. And a file that is not ours.
    const orphan = `${randomBytes(16).toString('hex')}.pdf`;
    const partial = `${randomBytes(16).toString('hex')}.pdf.part`;
    const cvDir = path.join(dataDir, 'uploads', 'cv');
    fs.mkdirSync(cvDir, { recursive: true });
    for (const name of [orphan, partial, 'README.txt']) fs.writeFileSync(path.join(cvDir, name), '%PDF-1.7\n');
    const kept = cvFiles(dataDir).filter((name) => name !== orphan && name !== partial);
    ageCvFiles(dataDir);

    const restarted = await startServer();
    expect(cvFiles(dataDir)).toEqual(kept);
    restarted.server.process.kill('SIGTERM');
    expect(await restarted.server.ended()).toEqual([0, null]);
  }, 40_000);

  it('on a second signal mid-upload, exits 1 at once without a row, and the next start removes the half-written CV', async () => {
    const { server, port } = await startServer();
    const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000), Buffer.from('\n%%EOF\n')]);
    const body = multipart({ ...fields, cv: { filename: 'cv.pdf', contentType: 'application/pdf', content: cv } });

    const writing = () => cvFiles(dataDir).some((name) => name.endsWith('.part'));
    const outcome = await slowPost(port, body.payload, body.headers, writing, () => {
      server.process.kill('SIGTERM');
      server.process.kill('SIGINT');
    });
    expect(await server.ended()).toEqual([1, null]);
    expect(outcome).toHaveProperty('error');
    expect(candidacies(dataDir)).toEqual([]);
    // The forced exit had no time to clean up.
    expect(cvFiles(dataDir)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf\.part$/)]);
    ageCvFiles(dataDir);

    const restarted = await startServer();
    expect(cvFiles(dataDir)).toEqual([]);
    restarted.server.process.kill('SIGTERM');
    expect(await restarted.server.ended()).toEqual([0, null]);
  }, 40_000);
});
