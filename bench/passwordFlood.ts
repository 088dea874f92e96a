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
  startWatchdog((2 * SECONDS + 120) * 1000);
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

    // Halfway through the password flood.
    const login = delay((SECONDS * 1000) / 2).then(() => timed(() => call(origin, 'POST', '/api/auths/login', { email: other, password: PASSWORD })));
    const passwords = await duringFlood(origin, staticPath, 'wrong delete-account passwords', () =>
      fetch(origin + '/api/users/delete-account', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ email, password: 'not the password at all' }),
      }),
    );
    // The same number of clients asking for an address that does not exist: what the request
    // volume alone costs, whatever the endpoint.
    const control = await duringFlood(origin, staticPath, 'GET of an unknown API address (control)', () => fetch(origin + '/api/nothing-here'));

    console.log(`${CLIENTS} clients, each sending again as soon as answered, for ${SECONDS} s per flood, one session, one IP (loopback).`);
    printTable(
      ['', 'samples', 'p50 ms', 'p99 ms', 'max ms'],
      [quiet, passwords.latencies, control.latencies].map((row) => [row.label, String(row.values.length), ms(percentile(row.values, 50)), ms(percentile(row.values, 99)), ms(Math.max(...row.values))]),
    );
    console.log(`Another account's login, halfway through the password flood: ${ms(await login)} ms.`);
    for (const flood of [passwords, control]) console.log(`${flood.latencies.label}: ${flood.answers}.`);
  } finally {
    await server.stop();
    removeTempRoot(root);
  }
}

/** `CLIENTS` loops sending `send` for SECONDS, while a static file's latency is sampled; the answers counted by status. */
async function duringFlood(origin: string, staticPath: string, what: string, send: () => Promise<Response>): Promise<{ latencies: Latencies; answers: string }> {
  const statuses = new Map<number, number>();
  let flooding = true;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (flooding) {
      const response = await send();
      await response.arrayBuffer();
      // An attacker does not wait for Retry-After.
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  const started = Date.now();
  const latencies = await sample(`static ${staticPath}, during ${what}`, origin, staticPath, () => Date.now() - started > SECONDS * 1000);
  flooding = false;
  await Promise.all(clients);
  return { latencies, answers: [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ') };
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
