/**
 * What a shared rate-limit store costs: requests a second to a limited route (POST /api/auths/login
 * with an empty body: counted, then refused 400 before any password work) with the counts in memory
 * and in the database. `npm run bench:rate-limits`; with DATABASE_URL set, the database is that one.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { copyClientBuild, keepNoBodies, makeTempRoot, printTable, removeTempRoot, startSite, startWatchdog } from './support';

const DURATION_S = 8;

async function measure(store: 'memory' | 'database'): Promise<{ rate: number; p99: number; non2xx: number; errors: number }> {
  const root = makeTempRoot();
  const server = await startSite({
    dataDir: path.join(root, 'data'),
    clientDir: copyClientBuild(path.join(root, 'client')),
    // High enough that no request meets the limit: every one is counted and goes on.
    env: { RATE_LIMIT_STORE: store, RATE_LIMIT_SCALE: '1000000' },
    echo: false,
  });
  try {
    const result = await autocannon({
      url: server.origin,
      requests: [{ method: 'POST', path: '/api/auths/login', headers: { 'content-type': 'application/json' }, body: '{}' }],
      connections: 10,
      duration: DURATION_S,
      setupClient: keepNoBodies,
    });
    return { rate: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
  } finally {
    await server.stop();
    removeTempRoot(root);
  }
}

async function main(): Promise<void> {
  startWatchdog(120_000);
  const rows: string[][] = [];
  const rates: Record<string, number> = {};
  for (const store of ['memory', 'database'] as const) {
    const { rate, p99, non2xx, errors } = await measure(store);
    rates[store] = rate;
    rows.push([store, rate.toFixed(0), `${p99} ms`, String(non2xx), String(errors)]);
  }
  // Every answer is the empty body's 400 (non-2xx); none may be a 429 or a connection error.
  printTable(['RATE_LIMIT_STORE', 'req/s', 'p99', 'answers (400)', 'errors'], rows);
  console.log(`database / memory: ${(rates.database! / rates.memory!).toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
