/** The command line of `npm run bench`: `--check`, `--only=bundle,lighthouse,api,postgres,startup,memory,render,flood,interactive`, `--runs=N`. */
export const SECTIONS = ['bundle', 'lighthouse', 'api', 'postgres', 'startup', 'memory', 'render', 'flood', 'interactive'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  /** Exit non-zero when a budget is missed. */
  check: boolean;
  /** The sections to measure, in the order they run. */
  only: Section[];
  /** Measured runs per figure, whose median is reported. */
  runs: number;
}

export const DEFAULT_RUNS = 3;

export const USAGE = `Usage: npm run bench -- [--check] [--only=${SECTIONS.join(',')}] [--runs=N]`;

/** Throws an Error whose message says what is wrong, for any argument it does not know. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { check: false, only: [...SECTIONS], runs: DEFAULT_RUNS };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === '--check' && value === undefined) {
      options.check = true;
    } else if (name === '--only' && value !== undefined) {
      const wanted = value.split(',').map((section) => section.trim()).filter(Boolean);
      const unknown = wanted.filter((section) => !(SECTIONS as readonly string[]).includes(section));
      if (unknown.length > 0 || wanted.length === 0) throw new Error(`--only takes sections among ${SECTIONS.join(', ')}; got "${value}".`);
      // The fixed order: the build the bundle section makes is then reused by the others.
      options.only = SECTIONS.filter((section) => wanted.includes(section));
    } else if (name === '--runs' && value !== undefined) {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of 1 or more; got "${value}".`);
      options.runs = runs;
    } else {
      throw new Error(`Unknown option "${arg}".`);
    }
  }
  return options;
}
