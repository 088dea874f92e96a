/**
 * `npm run bench`: bundle sizes, Lighthouse, API throughput and start-up of the production build,
 * each next to its baseline measured in the same run; prints a table per section and writes
 * bench/results.json. `--check` exits 1 when a budget (bench/budgets.ts) is missed.
 *   npm run bench -- --check --only=api,startup --runs=5
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiSeconds, measureApi, printApi } from './api';
import { benchDatabase, measureApiOnPostgres, printApiOnPostgres } from './apiPostgres';
import { evaluateBudgets } from './budgets';
import { buildBaseline, ensureBuild } from './build';
import { measureBundle, printBundle, routeFirstVisits } from './bundle';
import type { BuildStats } from './firstVisit';
import { LIGHTHOUSE_PAGES, measureLighthouse, printLighthouse, VISITOR_LANGUAGES } from './lighthouse';
import { measureMemory, memorySeconds, printMemory } from './memory';
import { floodSeconds, measureFlood, printFlood } from './missFlood';
import { measureRender, printRender, renderSeconds, UNCACHED_PAGE_CACHE_MB } from './render';
import { INTERACTIVE_MIN_RUNS, INTERACTIVE_PAGES, measureInteractive, printInteractive } from './interactive';
import { parseOptions, USAGE, type BenchOptions, type Section } from './options';
import { ANSWER_ENV } from './recordedAnswer';
import type { BudgetCheck, Results } from './results';
import { copyClientBuild, freePort, machine, makeTempRoot, removeTempRoot, startServer, startSite, startWatchdog, type Server } from './support';
import { measureStartup, printStartup } from './startup';

const RESULTS_FILE = path.join(__dirname, 'results.json');
/** The limits stay on, a thousand times higher, so that the load measures the work and not the 429s. */
const RATE_LIMIT_SCALE = 1000;

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  startWatchdog(deadlineMs(options));
  const { only, runs } = options;
  const results: Results = { date: new Date().toISOString(), machine: machine(), options, failures: {} };
  const m = results.machine;
  console.log(`Benchmark: ${only.join(', ')}; median of ${runs} runs; ${m.cpus} CPUs (${m.cpuModel}), ${m.memory}, Node ${m.node}\n`);

  const root = makeTempRoot();
  try {
    // The interactive section checks the scripts a page fetches against the bundle section's count: it needs the stats too.
    const build = await ensureBuild(only.includes('bundle') || only.includes('interactive'));
    console.log(build.fresh === 'built' ? 'Production build made (webpack.config.ts, production mode).' : 'Production build reused: dist/ is newer than its sources.');
    let baseline: BuildStats | undefined;
    if (only.includes('bundle') || only.includes('lighthouse') || only.includes('interactive')) baseline = await buildBaseline(path.join(root, 'baseline'));
    // The sections that start the site serve a copy, so that nothing can change the build under them.
    const clientDir = only.some((name) => name !== 'bundle') ? copyClientBuild(root) : '';
    const dataDir = (name: string) => path.join(root, `${name}-data`);

    const section = async (name: Section, measure: () => Promise<void>) => {
      if (!only.includes(name)) return;
      try {
        await measure();
      } catch (error) {
        results.failures[name] = error instanceof Error ? error.message : String(error);
        console.error(`\n${name} could not be measured: ${results.failures[name]}`);
      }
    };

    await section('bundle', async () => {
      results.bundle = measureBundle(build.stats!, baseline!);
      printBundle(results.bundle);
    });
    await section('lighthouse', () =>
      withServers([startSiteAtItsUrl(dataDir('lighthouse'), clientDir), startBaseline('static.ts', { BASELINE_DIR: baseline!.outputPath! })], async ([site, bare]) => {
        results.lighthouse = await measureLighthouse(site.origin, bare.origin, runs);
        printLighthouse(results.lighthouse, runs);
      }),
    );
    await section('api', () =>
      withServers([startSite({ dataDir: dataDir('api'), clientDir, echo: false, env: { RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) } }), startBaseline('hello.ts')], async ([site, hello]) => {
        results.api = await measureApi(site.origin, hello.origin, runs, (answers) => startBaseline('answer.ts', { [ANSWER_ENV]: JSON.stringify(answers) }));
        printApi(results.api, runs);
      }),
    );
    await section('postgres', async () => {
      const database = await benchDatabase();
      try {
        const env = { RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) };
        const sites: [Promise<Server>, Promise<Server>] = [
          startSite({ dataDir: dataDir('postgres-sqlite'), clientDir, echo: false, env }),
          startSite({ dataDir: dataDir('postgres'), clientDir, echo: false, env: { ...env, DATABASE_URL: database.url } }),
        ];
        await withServers(sites, async ([sqlite, postgres]) => {
          results.postgres = await measureApiOnPostgres(sqlite, postgres, runs);
          printApiOnPostgres(results.postgres, runs);
        });
      } finally {
        await database.drop();
      }
    });
    await section('startup', async () => {
      results.startup = await measureStartup(root, clientDir, runs);
      printStartup(results.startup);
    });
    await section('memory', async () => {
      results.memory = await measureMemory({ dataDir: dataDir('memory'), clientDir, env: { RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) } }, runs);
      printMemory(results.memory, runs);
    });
    await section('render', () =>
      withServers([startSite({ dataDir: dataDir('render'), clientDir, echo: false, env: { PAGE_CACHE_MAX_MB: UNCACHED_PAGE_CACHE_MB } })], async ([site]) => {
        results.render = await measureRender(site.origin);
        printRender(results.render);
      }),
    );
    await section('flood', () =>
      withServers([startSite({ dataDir: dataDir('flood'), clientDir, echo: false })], async ([site]) => {
        results.flood = await measureFlood(site.origin, runs);
        printFlood(results.flood);
      }),
    );

    await section('interactive', () =>
      withServers([startSite({ dataDir: dataDir('interactive'), clientDir, echo: false }), startBaseline('static.ts', { BASELINE_DIR: baseline!.outputPath! })], async ([site, bare]) => {
        const firstVisits = routeFirstVisits(build.stats!);
        results.interactive = await measureInteractive(site.origin, bare.origin, runs, (route) => firstVisits.get(route)!.files.js);
        printInteractive(results.interactive);
      }),
    );

    results.budgets = evaluateBudgets(results);
    printBudgets(results.budgets);
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    const missed = results.budgets.filter((check) => !check.ok);
    if (options.check && missed.length > 0) {
      console.error(`\n${missed.length} budget(s) missed:\n${missed.map((check) => `- ${check.name}: ${check.actual}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    removeTempRoot(root);
  }
}

/**
 * The site on a port chosen beforehand and told its own address (SITE_URL): its canonical and
 * hreflang links then name the address audited, as they do in production, so that Lighthouse's
 * canonical audit sees what a search engine would.
 */
async function startSiteAtItsUrl(dataDirectory: string, clientDir: string): Promise<Server> {
  const port = await freePort();
  return startSite({ dataDir: dataDirectory, clientDir, echo: false, env: { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` } });
}

/** A baseline server of bench/baseline/, in its own process like the site. */
function startBaseline(file: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  return startServer(['--import', 'tsx', path.join(__dirname, 'baseline', file)], { ...process.env, ...env }, { echo: false });
}

/** Starts the site and a baseline (or the site alone), runs `use`, and stops them whatever happens. */
async function withServers<Servers extends Server[]>(starting: { [K in keyof Servers]: Promise<Servers[K]> }, use: (servers: Servers) => Promise<void>): Promise<void> {
  const settled = await Promise.allSettled(starting);
  const servers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  try {
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await use(servers as Servers);
    const errors = servers.flatMap((server) => server.errors);
    if (errors.length > 0) throw new Error(`${errors.length} error(s) logged by the server, first: ${errors[0]!.slice(0, 300)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function printBudgets(checks: BudgetCheck[]): void {
  console.log('\nBudgets (bench/budgets.ts)');
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.actual}`);
  console.log(`${checks.filter((check) => check.ok).length} of ${checks.length} met.`);
}

/** Builds, then each section's bounded work, with room; anything longer means something hangs. */
function deadlineMs({ only, runs }: BenchOptions): number {
  const seconds =
    600 +
    (only.includes('lighthouse') ? (LIGHTHOUSE_PAGES.length * VISITOR_LANGUAGES.length + 1) * runs * 120 : 0) +
    // Six targets at saturation and at the pace, and the four budgeted endpoints' copies at the pace.
    (only.includes('api') ? apiSeconds(runs, 6, true) + apiSeconds(runs, 4) + 120 : 0) +
    (only.includes('postgres') ? apiSeconds(runs * 2, 3) + 120 : 0) +
    (only.includes('startup') ? runs * 70 : 0) +
    (only.includes('memory') ? memorySeconds(runs) : 0) +
    (only.includes('render') ? renderSeconds() : 0) +
    (only.includes('flood') ? floodSeconds(runs) : 0) +
    (only.includes('interactive') ? (INTERACTIVE_PAGES.length + 1) * Math.max(runs, INTERACTIVE_MIN_RUNS) * 30 : 0);
  return seconds * 1000;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
