/** The project's own webpack config, run programmatically: the production build, and the bare React page built the same way. */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration, type Stats } from 'webpack';
import projectConfig from '../webpack.config';
import type { BuildStats } from './firstVisit';
import { isBuildFresh, markBuilt } from './support';

const BASELINE_ENTRY = path.join(__dirname, 'baseline', 'index.tsx');
const BASELINE_TEMPLATE = path.join(__dirname, 'baseline', 'index.html');

/** What the bundle section reads: chunk groups, chunks and their modules (to find the heavy libraries). */
const STATS_OPTIONS = {
  all: false,
  outputPath: true,
  entrypoints: true,
  chunkGroups: true,
  chunks: true,
  // Each chunk's children: the chunks the entry imports as it runs (the app).
  chunkRelations: true,
  chunkModules: true,
  // Modules another module of the chunk imports are otherwise grouped away as "dependent modules".
  dependentModules: true,
  nestedModules: true,
  ids: true,
} as const;

export interface Build {
  /** The client's stats; absent when a fresh build was reused. */
  stats?: BuildStats;
  fresh: 'built' | 'reused';
}

type Exported = Configuration | Configuration[] | ((env: unknown, argv: { mode: 'production' }) => Configuration | Configuration[] | Promise<Configuration | Configuration[]>);

/** Every target of webpack.config.ts in production mode, as `webpack --mode production` makes them. */
export async function projectConfigs(): Promise<Configuration[]> {
  const exported = projectConfig as unknown as Exported;
  const resolved = typeof exported === 'function' ? await exported({}, { mode: 'production' }) : exported;
  return Array.isArray(resolved) ? resolved : [resolved];
}

function clientConfigOf(configs: Configuration[]): Configuration {
  const client = configs.find((config) => config.name === 'client') ?? configs.find((config) => config.target === 'web');
  if (!client) throw new Error('webpack.config.ts has no client target (name "client" or target "web").');
  return client;
}

/**
 * `npm run build`, done here so that the client's stats come with it: always when stats are
 * wanted, else only when dist/ is missing or older than its sources.
 */
export async function ensureBuild(withStats: boolean): Promise<Build> {
  if (!withStats && isBuildFresh()) return { fresh: 'reused' };
  const configs = await projectConfigs();
  const stats = await compile(configs);
  markBuilt();
  const client = stats[configs.indexOf(clientConfigOf(configs))]!;
  return { fresh: 'built', stats: client.toJson(STATS_OPTIONS) as BuildStats };
}

/** The bare React 19 page: the client config with only its entry, output folder and HTML template replaced. */
export async function buildBaseline(outputPath: string): Promise<BuildStats> {
  // Fresh plugin instances: a plugin may keep state from the compiler it was applied to.
  const client = clientConfigOf(await projectConfigs());
  const plugins = (client.plugins ?? []).map((plugin) =>
    plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, template: BASELINE_TEMPLATE }) : plugin,
  );
  // A client build whose HTML the server renders has no such plugin: the bare page still needs its own.
  if (!plugins.some((plugin) => plugin instanceof HtmlWebpackPlugin)) plugins.push(new HtmlWebpackPlugin({ template: BASELINE_TEMPLATE, scriptLoading: 'defer' }));
  const baseline: Configuration = { ...client, entry: { main: BASELINE_ENTRY }, output: { ...client.output, path: outputPath }, plugins };
  const [stats] = await compile([baseline]);
  return stats!.toJson(STATS_OPTIONS) as BuildStats;
}

function compile(configs: Configuration[]): Promise<Stats[]> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, multiStats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!multiStats) return reject(new Error('webpack gave no stats.'));
        if (multiStats.hasErrors()) return reject(new Error(`webpack failed:\n${multiStats.toString({ all: false, errors: true })}`));
        resolve(multiStats.stats);
      });
    });
  });
}
