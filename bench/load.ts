/**
 * Mixed load on the real server, run as a child process, then checks what a visitor would notice:
 *   npx tsx bench/load.ts                   # 60 s, 100 connections
 *   SOAK=1 npx tsx bench/load.ts            # 10 min soak at 20 connections
 * LOAD_SECONDS and LOAD_CONNECTIONS override either. Each connection repeats a cycle of 10
 * requests: 8 reads (pages and API), 1 contact message, 1 login. Exits with 1 when a check fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { copyClientBuild, machine, makeTempRoot, mb, printTable, removeTempRoot, startSite, startWatchdog, type Server } from './support';

type RequestStep = autocannon.RequestStep;
type Result = autocannon.Result;

const SOAK = process.env.SOAK === '1';
const SECONDS = Number(process.env.LOAD_SECONDS ?? (SOAK ? 600 : 60));
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? (SOAK ? 20 : 100));
// The soak's baseline is taken once the process has settled: a 10-minute soak measured +44 % of
// RSS at rest after 3 minutes and +46 % after 10 against a 10 s warm-up, i.e. growth that stops
// early (JIT, caches, allocator) rather than a leak. WARMUP_SECONDS overrides both.
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? (SOAK ? 180 : 10));
/** Logins rotate over these accounts, made through the API before the load. */
const ACCOUNTS = 20;
/** The limits stay on, raised so that the benchmark measures the work and not the 429s. */
const RATE_LIMIT_SCALE = 1000;
/** RSS at the end may exceed RSS after warm-up by this fraction at most. */
const RSS_GROWTH_LIMIT = 0.2;
/** Each message stores a notification to the agency and an acknowledgment to the sender. */
const EMAILS_PER_MESSAGE = 2;
const PASSWORD = 'Charge-bench-2026-pixel';
const RESULTS_FILE = path.join(__dirname, 'results-load.json');
// Start-up, warm-up, load and shutdown; anything longer means something hangs.
const DEADLINE_MS = (SECONDS + WARMUP_SECONDS + 180) * 1000;

type Kind = 'browse' | 'message' | 'login';
const KINDS: Kind[] = ['browse', 'message', 'login'];

interface KindStats {
  '2xx': number;
  '4xx': number;
  '5xx': number;
  other: number;
  /** Milliseconds from building the request to its answer. */
  latencies: number[];
  statuses: Record<string, number>;
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function main(): Promise<void> {
  if (!(SECONDS > 0) || !(CONNECTIONS > 0)) throw new Error('LOAD_SECONDS and LOAD_CONNECTIONS must be positive numbers.');
  startWatchdog(DEADLINE_MS);
  const root = makeTempRoot();
  const dataDir = path.join(root, 'data');
  let server: Server | undefined;
  try {
    server = await startSite({ dataDir, clientDir: copyClientBuild(root), env: { RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) } });
    const pid = server.child.pid!;
    const accounts = await createAccounts(server.origin);
    const { steps, ledger } = await cycle(server.origin, accounts);

    console.log(`Load: ${SOAK ? 'soak, ' : ''}${SECONDS} s at ${CONNECTIONS} connections after a ${WARMUP_SECONDS} s warm-up; ${server.origin}`);
    const warmup = newStats();
    await run(server.origin, steps(warmup), WARMUP_SECONDS);
    await settle(pid);
    const rssAfterWarmup = rss(pid);

    const stats = newStats();
    const samples: { second: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      const value = rss(pid);
      if (value !== null) samples.push({ second: Math.round((Date.now() - started) / 1000), rss: value });
    }, 10_000);
    let result: Result;
    try {
      result = await run(server.origin, steps(stats), SECONDS);
    } finally {
      clearInterval(sampler);
    }
    const settledIn = await settle(pid);
    console.log(`Server idle ${settledIn.toFixed(1)} s after the load ended (requests still queued when autocannon stopped).`);
    const rssAtEnd = rss(pid);

    const serverErrors = server.errors;
    const exitCode = await server.stop();
    server = undefined;
    const stored = countRows(path.join(dataDir, 'app.db'));

    printFigures(stats, result, rssAfterWarmup, rssAtEnd, samples);
    const checks = evaluate({ stats, warmup, result, ledger, stored, rssAfterWarmup, rssAtEnd, exitCode, serverErrors });
    printChecks(checks);
    writeResults({ stats, result, ledger, stored, rssAfterWarmup, rssAtEnd, samples, checks });
    if (checks.some((check) => !check.ok)) process.exitCode = 1;
  } finally {
    if (server) server.child.kill('SIGKILL');
    removeTempRoot(root);
  }
}

async function createAccounts(origin: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const email = `bench${i}@example.com`;
    const response = await fetch(`${origin}/api/users/create-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Camille', lastName: 'Charge', email, password: PASSWORD }),
    });
    if (response.status !== 201) throw new Error(`Creating ${email} answered ${response.status}: ${await response.text()}`);
    emails.push(email);
  }
  return emails;
}

/**
 * The cycle each connection repeats, checked once first: every read must answer 200 before
 * its figures mean anything. Returns a maker, so warm-up and run count into their own stats.
 */
async function cycle(origin: string, accounts: string[]): Promise<{ steps: (stats: Record<Kind, KindStats>) => RequestStep[]; ledger: MessageLedger }> {
  const articles = (await (await fetch(`${origin}/api/articles/get-all-articles`)).json()) as { data: { slug: string }[] };
  const slug = articles.data[0]?.slug;
  if (!slug) throw new Error('No article to read: the sample content is missing.');
  const reads = ['/fr', `/fr/article/${slug}`, '/api/articles/get-all-articles', '/api/blog/page/1', '/fr/blog', `/api/articles/unique/${slug}`, '/api/jobs/get-all-jobs', '/fr'];
  for (const read of new Set(reads)) {
    const response = await fetch(origin + read);
    if (response.status !== 200) throw new Error(`GET ${read} answered ${response.status} before the load.`);
  }

  let messages = 0;
  let logins = 0;
  const json = { 'content-type': 'application/json' };
  const ledger: MessageLedger = { sent: 0, answered: new Set() };
  const steps = (stats: Record<Kind, KindStats>): RequestStep[] => {
    // autocannon calls setupRequest for every request it sends; its context lives for one cycle.
    const step = (kind: Kind, build: (request: RequestStep, context: Record<string, unknown>) => RequestStep, answered?: (status: number, context: Record<string, unknown>) => void): RequestStep => ({
      setupRequest: (request, context) => {
        context.startedAt = performance.now();
        return build(request, context);
      },
      onResponse: (status, _body, context) => {
        record(stats[kind], status, performance.now() - (context.startedAt as number));
        answered?.(status, context);
      },
    });
    const read = (url: string) => step('browse', (request) => ({ ...request, method: 'GET', path: url }));
    const message = step(
      'message',
      (request, context) => {
        messages += 1;
        ledger.sent = messages;
        context.message = messages;
        // The address numbers the message, so each 201 can be found among the stored rows.
        const body = { firstName: 'Dominique', lastName: 'Charge', email: `visiteur${messages}@example.com`, message: `Demande de devis n° ${messages} envoyée pendant le test de charge.` };
        return { ...request, method: 'POST', path: '/api/messages/create-message', headers: json, body: JSON.stringify(body) };
      },
      (status, context) => {
        if (status === 201) ledger.answered.add(context.message as number);
      },
    );
    const login = step('login', (request) => {
      logins += 1;
      return { ...request, method: 'POST', path: '/api/auths/login', headers: json, body: JSON.stringify({ email: accounts[logins % accounts.length], password: PASSWORD }) };
    });
    return [...reads.slice(0, 4).map(read), message, ...reads.slice(4).map(read), login];
  };
  return { steps, ledger };
}

/** Which messages were sent and which were answered 201, by number; warm-up and run together. */
interface MessageLedger {
  sent: number;
  answered: Set<number>;
}

async function run(origin: string, requests: RequestStep[], seconds: number): Promise<Result> {
  return autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, timeout: 60, requests });
}

function newStats(): Record<Kind, KindStats> {
  const stats = {} as Record<Kind, KindStats>;
  for (const kind of KINDS) stats[kind] = { '2xx': 0, '4xx': 0, '5xx': 0, other: 0, latencies: [], statuses: {} };
  return stats;
}

function record(stats: KindStats, status: number, latency: number): void {
  const band = status >= 200 && status < 300 ? '2xx' : status >= 400 && status < 500 ? '4xx' : status >= 500 ? '5xx' : 'other';
  stats[band] += 1;
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  stats.latencies.push(latency);
}

/**
 * Waits until the server is idle (under 5 % of a CPU over half a second, at most 30 s): when the
 * load stops, logins may still be queued, each holding scrypt's 32 MB. RSS is compared at rest.
 * Returns the seconds waited.
 */
async function settle(pid: number): Promise<number> {
  const started = performance.now();
  let before = cpuSeconds(pid);
  while (before !== null && performance.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuSeconds(pid);
    if (now === null || now - before < 0.025) break;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

/** User and system CPU time of a process (Linux /proc, 100 ticks a second), null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    // The command name, in parentheses, may hold spaces: count the fields after it.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The server's resident memory in bytes (Linux), null elsewhere. */
function rss(pid: number): number | null {
  try {
    const kbValue = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kbValue ? Number(kbValue[1]) * 1024 : null;
  } catch {
    return null;
  }
}

interface Stored {
  messages: number;
  /** The numbers of the stored messages (from their address). */
  numbers: Set<number>;
  emails: number;
}

/** Read after the server stopped, so every committed row is there. */
function countRows(dbFile: string): Stored {
  const db = new Database(dbFile, { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const emails = db.prepare('SELECT email FROM messages').pluck().all() as string[];
    const numbers = new Set(emails.map((email) => Number(/^visiteur(\d+)@/.exec(email)?.[1] ?? NaN)));
    return { messages: count('messages'), numbers, emails: count('email_outbox') };
  } finally {
    db.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(stats: KindStats, seconds: number) {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const total = stats.latencies.length;
  return { requests: total, perSecond: total / seconds, '2xx': stats['2xx'], '4xx': stats['4xx'], '5xx': stats['5xx'], other: stats.other, p50: percentile(sorted, 50), p99: percentile(sorted, 99), statuses: stats.statuses };
}

function printFigures(stats: Record<Kind, KindStats>, result: Result, rssAfterWarmup: number | null, rssAtEnd: number | null, samples: { second: number; rss: number }[]): void {
  const all: KindStats = { '2xx': 0, '4xx': 0, '5xx': 0, other: 0, latencies: [], statuses: {} };
  for (const kind of KINDS) {
    for (const band of ['2xx', '4xx', '5xx', 'other'] as const) all[band] += stats[kind][band];
    all.latencies.push(...stats[kind].latencies);
  }
  const rows = [...KINDS.map((kind) => [kind, summary(stats[kind], result.duration)] as const), ['all', summary(all, result.duration)] as const];
  console.log('');
  printTable(
    ['', 'requests', 'req/s', '2xx', '4xx', '5xx', 'p50 ms', 'p99 ms'],
    rows.map(([label, row]) => [label, String(row.requests), row.perSecond.toFixed(1), String(row['2xx']), String(row['4xx']), String(row['5xx']), row.p50.toFixed(1), row.p99.toFixed(1)]),
  );
  console.log(`\nautocannon: ${result.requests.total} requests in ${result.duration.toFixed(1)} s (${result.requests.average.toFixed(1)} req/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts`);
  const during = samples.length === 0 ? '' : `; under load, every 10 s: ${samples.map((sample) => (sample.rss / 1024 / 1024).toFixed(0)).join(' ')} MB`;
  console.log(`RSS at rest: ${rssAfterWarmup === null ? 'n/a' : mb(rssAfterWarmup)} after warm-up, ${rssAtEnd === null ? 'n/a' : mb(rssAtEnd)} at the end${during}`);
}

interface Outcome {
  stats: Record<Kind, KindStats>;
  warmup: Record<Kind, KindStats>;
  result: Result;
  ledger: MessageLedger;
  stored: Stored;
  rssAfterWarmup: number | null;
  rssAtEnd: number | null;
  exitCode: number | null;
  serverErrors: string[];
}

function evaluate(outcome: Outcome): Check[] {
  const { stats, warmup, result, ledger, stored, rssAfterWarmup, rssAtEnd, exitCode, serverErrors } = outcome;
  const lost = [...ledger.answered].filter((n) => !stored.numbers.has(n));
  // A message in flight when a run stopped is stored without its answer being counted: at most one per connection and run.
  const unanswered = [...stored.numbers].filter((n) => !ledger.answered.has(n));
  const bands = (band: '4xx' | '5xx' | 'other') => KINDS.reduce((sum, kind) => sum + stats[kind][band] + warmup[kind][band], 0);
  const growth = rssAfterWarmup && rssAtEnd ? rssAtEnd / rssAfterWarmup - 1 : null;
  return [
    { name: 'no 5xx', ok: bands('5xx') === 0, detail: `${bands('5xx')} answers 5xx` },
    { name: 'no 4xx (every request is valid; a 429 means the limits were not raised)', ok: bands('4xx') + bands('other') === 0, detail: `${bands('4xx')} answers 4xx, ${bands('other')} other` },
    { name: 'no connection error or timeout', ok: result.errors + result.timeouts === 0, detail: `${result.errors} errors, ${result.timeouts} timeouts` },
    {
      name: 'zero lost messages (every 201 has its row, once)',
      ok: lost.length === 0 && ledger.answered.size > 0 && stored.numbers.size === stored.messages,
      detail: `${ledger.answered.size} answered 201 (warm-up included), ${stored.messages} rows, ${lost.length} missing${lost.length ? ` (first: n° ${lost[0]})` : ''}, ${stored.messages - stored.numbers.size} duplicated`,
    },
    {
      name: 'stored messages were all sent',
      ok: unanswered.every((n) => n >= 1 && n <= ledger.sent) && unanswered.length <= 2 * CONNECTIONS,
      detail: `${unanswered.length} stored while their answer was cut by the end of a run (at most ${2 * CONNECTIONS})`,
    },
    { name: `every message queued its ${EMAILS_PER_MESSAGE} e-mails`, ok: stored.emails === EMAILS_PER_MESSAGE * stored.messages, detail: `${stored.emails} outbox rows for ${stored.messages} messages` },
    {
      name: `memory stable (RSS at the end within ${RSS_GROWTH_LIMIT * 100} % of after warm-up)`,
      ok: growth !== null && growth <= RSS_GROWTH_LIMIT,
      detail: growth === null ? 'RSS not readable (/proc is Linux only)' : `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
    },
    { name: 'graceful stop on SIGTERM (exit 0)', ok: exitCode === 0, detail: `exit code ${exitCode}` },
    { name: 'no error logged by the server', ok: serverErrors.length === 0, detail: serverErrors.length === 0 ? 'none' : `${serverErrors.length}, first: ${serverErrors[0]!.slice(0, 300)}` },
  ];
}

function printChecks(checks: Check[]): void {
  console.log('');
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
}

function writeResults(outcome: Omit<Outcome, 'warmup' | 'exitCode' | 'serverErrors'> & { samples: { second: number; rss: number }[]; checks: Check[] }): void {
  const { stats, result, ledger, stored, rssAfterWarmup, rssAtEnd, samples, checks } = outcome;
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: { soak: SOAK, seconds: SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, accounts: ACCOUNTS, rateLimitScale: RATE_LIMIT_SCALE },
    perKind: Object.fromEntries(KINDS.map((kind) => [kind, summary(stats[kind], result.duration)])),
    total: { requests: result.requests.total, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, timeouts: result.timeouts },
    messages: { sent: ledger.sent, answered201: ledger.answered.size, rows: stored.messages, outboxRows: stored.emails },
    rss: { afterWarmup: rssAfterWarmup, atEnd: rssAtEnd, samples },
    checks,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
