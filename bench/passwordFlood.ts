/**
 * What a flood of password checks costs everyone else: a static file's latency, and a login's,
 * while 40 clients send wrong delete-account passwords with a valid session, as fast as they are
 * answered.
 *   npx tsx bench/passwordFlood.ts
 * Starts the built site (`node dist/server/main.js`) on a temporary data folder and a free loopback
 * port, and stops by itself. FLOOD_SECONDS (default 10) and FLOOD_CLIENTS (default 40) tune it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyClientBuild, makeTempRoot, printTable, removeTempRoot, startSite, startWatchdog } from './support';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CLIENTS = Number(process.env.FLOOD_CLIENTS ?? 40);
const QUIET_SAMPLES = 200;
const PASSWORD = 'correct horse battery';

interface Latencies {
  label: string;
  values: number[];
}

async function main(): Promise<void> {
  startWatchdog((SECONDS + 120) * 1000);
  const root = makeTempRoot();
  const clientDir = copyClientBuild(root);
  const server = await startSite({ dataDir: path.join(root, 'data'), clientDir, echo: false });
  try {
    const origin = server.origin;
    const staticPath = `/${staticFile(clientDir)}`;
    const email = `flood-${Date.now()}@example.com`;
    await call(origin, 'POST', '/api/users/create-account', { firstName: 'Léa', lastName: 'Martin', email, password: PASSWORD });
    const { token } = (await call(origin, 'POST', '/api/auths/login', { email, password: PASSWORD })) as { token: string };
    // Someone else, logging in meanwhile: their password check waits behind the flood's.
    const other = `other-${Date.now()}@example.com`;
    await call(origin, 'POST', '/api/users/create-account', { firstName: 'Noé', lastName: 'Durand', email: other, password: PASSWORD });

    const quiet = await sample(`static ${staticPath}, quiet`, origin, staticPath, () => false, QUIET_SAMPLES);

    const statuses = new Map<number, number>();
    let flooding = true;
    const flood = Array.from({ length: CLIENTS }, async () => {
      while (flooding) {
        const response = await fetch(origin + '/api/users/delete-account', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ email, password: 'not the password at all' }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // A 429 answers at once: a client that keeps sending would only measure the loop.
        if (response.status === 429) await delay(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    });
    const started = Date.now();
    const during = await sample(`static ${staticPath}, during the flood`, origin, staticPath, () => Date.now() - started > SECONDS * 1000);
    const login = await timed(() => call(origin, 'POST', '/api/auths/login', { email: other, password: PASSWORD }));
    flooding = false;
    await Promise.all(flood);

    console.log(`${CLIENTS} clients sending wrong delete-account passwords for ${SECONDS} s, one session, one IP (loopback).`);
    printTable(
      ['', 'samples', 'p50 ms', 'p99 ms', 'max ms'],
      [quiet, during].map((row) => [row.label, String(row.values.length), ms(percentile(row.values, 50)), ms(percentile(row.values, 99)), ms(Math.max(...row.values))]),
    );
    console.log(`Another account's login, at the end of the flood: ${ms(login)} ms.`);
    console.log(`Flood answers: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ')}.`);
  } finally {
    await server.stop();
    removeTempRoot(root);
  }
}

/** Sequential GETs of one path until `done` (or `count` of them), each timed. */
async function sample(label: string, origin: string, target: string, done: () => boolean, count = Number.POSITIVE_INFINITY): Promise<Latencies> {
  const values: number[] = [];
  while (values.length < count && !done()) {
    values.push(
      await timed(async () => {
        const response = await fetch(origin + target);
        if (!response.ok) throw new Error(`${target} answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );
    await delay(20);
  }
  return { label, values };
}

async function call(origin: string, method: string, target: string, body: unknown): Promise<unknown> {
  const response = await fetch(origin + target, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${target} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** A file of the build served as it is (the largest hashed script, so the read is not trivial). */
function staticFile(clientDir: string): string {
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
  if (files.length === 0) throw new Error(`No script in ${clientDir}: run npm run build first.`);
  return files.sort((a, b) => fs.statSync(path.join(clientDir, b)).size - fs.statSync(path.join(clientDir, a)).size)[0]!.split(path.sep).join('/');
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(1);
const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
