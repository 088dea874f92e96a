import path from 'node:path';
import { z } from 'zod';
import { COMPANY, SOCIAL_NETWORKS, type CompanyOverrides, type SocialNetwork } from '../shared/company';
import type { RateLimitStore } from './http/rateLimitStore';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** IMAGE_CACHE_MAX_MB's default: every ladder step of a few hundred sources, in three formats. */
export const IMAGE_CACHE_DEFAULT_MB = 256;
/** PAGE_CACHE_MAX_MB's default: every sitemap page in both languages takes about 19 MB (bench/RESULTS.md). */
export const PAGE_CACHE_DEFAULT_MB = 24;
/** API_CACHE_MAX_MB's default: the content API's answers, a few MB for this site. */
export const API_CACHE_DEFAULT_MB = 8;

/** What the README's settings table says of a variable (Markdown): its default as a person reads it, and what it does. */
export interface SettingDoc {
  shownDefault: string;
  description: string;
}

/** An issue message that names the value it refuses (never a secret's). */
const refusing = (problem: string) => (issue: { input?: unknown }) => `${problem}, got "${String(issue.input)}"`;

/** The URL, or null when `value` is not one. */
function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isHttp = (url: URL | null): url is URL => url !== null && (url.protocol === 'http:' || url.protocol === 'https:');

const prefixed = (prefixes: string[]) =>
  // Secrets are never echoed in the message.
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), { error: `must start with ${prefixes.join(' or ')}` });

/** A social profile is linked from every page: an absolute https address only (no javascript:, no plain http). */
const profileUrl = z
  .string()
  .refine(
    (value) => {
      const url = urlOf(value);
      return url !== null && url.protocol === 'https:' && !url.username && !url.password;
    },
    { error: refusing('must be an https:// address') },
  )
  .transform((value) => new URL(value).href);

/** A size in megabytes (fractions allowed), read as bytes. */
const megabytes = z
  .string()
  .regex(/^\d+(\.\d+)?$/, { error: refusing('must be a number of megabytes above 0'), abort: true })
  .transform(Number)
  .refine((value) => value > 0, { error: refusing('must be a number of megabytes above 0') })
  .transform((value) => Math.round(value * 1024 * 1024));

const BOOLEAN_WORDS = new Map([...['true', '1', 'yes', 'on'].map((word) => [word, true] as const), ...['false', '0', 'no', 'off'].map((word) => [word, false] as const)]);

/** One environment variable: how its text is read (set and not blank), the text used when it is unset, and its README row. */
function setting<T extends z.ZodType<unknown, string>>(schema: T, doc: SettingDoc): z.ZodOptional<T>;
function setting<T extends z.ZodType<unknown, string>>(schema: T, doc: SettingDoc, fallback: z.input<T>): z.ZodPrefault<T>;
function setting<T extends z.ZodType<unknown, string>>(schema: T, doc: SettingDoc, fallback?: z.input<T>) {
  return (fallback === undefined ? schema.optional() : schema.prefault(fallback)).meta({ ...doc });
}

/**
 * Every environment variable the server reads, with its default and its line of the README's
 * settings table (`settingsTable()`; a test checks that the README has it).
 */
export const ENVIRONMENT = z.object({
  PORT: setting(
    z
      .string()
      .regex(/^\d+$/, { error: refusing('must be a whole number from 0 to 65535'), abort: true })
      .transform(Number)
      .refine((port) => port <= 65535, { error: refusing('must be a whole number from 0 to 65535') }),
    { shownDefault: '`3000`', description: 'TCP port to listen on (`0` picks a free port)' },
    '3000',
  ),
  HOST: setting(z.string(), { shownDefault: '`0.0.0.0`', description: 'interface to listen on' }, '0.0.0.0'),
  DATA_DIR: setting(
    z.string().transform((dir) => path.resolve(dir)),
    { shownDefault: '`data`', description: 'folder for everything the server writes: `app.db`, `uploads/`, `image-cache/`, `outbox/`' },
    'data',
  ),
  DATABASE_URL: setting(
    z
      .string()
      // The URL may hold a password: never echo it.
      .refine((value) => urlOf(value) !== null, { error: 'must be a URL such as postgres://user:password@host:5432/agency', abort: true })
      .refine((value) => ['postgres:', 'postgresql:'].includes(urlOf(value)!.protocol), { error: 'must start with postgres:// or postgresql://' }),
    {
      shownDefault: 'unset',
      description: '`postgres://` URL of a PostgreSQL database (docs/database.md); unset keeps everything in the SQLite file `DATA_DIR/app.db`',
    },
  ),
  DATABASE_POOL_SIZE: setting(
    z
      .string()
      .regex(/^\d+$/, { error: refusing('must be a whole number from 1 to 1000'), abort: true })
      .transform(Number)
      .refine((size) => size >= 1 && size <= 1000, { error: refusing('must be a whole number from 1 to 1000') }),
    { shownDefault: '`10`', description: 'connections each instance keeps open to PostgreSQL (one more listens for content changes); unused with SQLite' },
    '10',
  ),
  UPLOADS_DIR: setting(
    z.string().transform((dir) => path.resolve(dir)),
    {
      shownDefault: '`DATA_DIR/uploads`',
      description: 'folder of uploaded files (CVs, profile images); with several instances, a folder they all mount (docs/deploy.md)',
    },
  ),
  CLIENT_DIR: setting(
    z.string().transform((dir) => path.resolve(dir)),
    { shownDefault: '`dist/client`', description: 'folder of the client build' },
    'dist/client',
  ),
  IMAGE_CACHE_MAX_MB: setting(
    megabytes,
    {
      shownDefault: `\`${IMAGE_CACHE_DEFAULT_MB}\``,
      description: 'megabytes the resized images in `DATA_DIR/image-cache` may take; past it the least recently served are removed (fractions allowed)',
    },
    String(IMAGE_CACHE_DEFAULT_MB),
  ),
  PAGE_CACHE_MAX_MB: setting(
    megabytes,
    {
      shownDefault: `\`${PAGE_CACHE_DEFAULT_MB}\``,
      description: 'megabytes of memory the rendered pages may take (their HTML, gzip and brotli forms counted); past it the least recently served are dropped and rendered again when asked for',
    },
    String(PAGE_CACHE_DEFAULT_MB),
  ),
  API_CACHE_MAX_MB: setting(
    megabytes,
    {
      shownDefault: `\`${API_CACHE_DEFAULT_MB}\``,
      description: "megabytes of memory the content API's cached answers may take, counted the same way",
    },
    String(API_CACHE_DEFAULT_MB),
  ),
  // Its default follows the port really opened (main.ts); this one is the configured port's.
  SITE_URL: setting(
    z
      .string()
      .refine((value) => urlOf(value) !== null, { error: refusing('must be an absolute URL such as https://example.com'), abort: true })
      .refine((value) => isHttp(urlOf(value)), { error: refusing('must start with http:// or https://') })
      .transform((value) => new URL(value).href.replace(/\/+$/, '')),
    { shownDefault: '`http://localhost:<PORT>`', description: 'public URL of the site, for links and e-mails' },
  ),
  SMTP_URL: setting(
    z
      .string()
      // The URL may hold a password: never echo it.
      .refine((value) => urlOf(value) !== null, { error: 'must be a URL such as smtp://user:password@host:587', abort: true })
      .refine((value) => ['smtp:', 'smtps:'].includes(urlOf(value)!.protocol), { error: 'must start with smtp:// or smtps://' }),
    { shownDefault: 'unset', description: '`smtp://` or `smtps://` URL for e-mail; unset writes each message to `DATA_DIR/outbox` as an `.eml` file' },
  ),
  STRIPE_SECRET_KEY: setting(prefixed(['sk_', 'rk_']), {
    shownDefault: 'unset',
    description: 'Stripe secret key; with the publishable key, turns payments on (otherwise they answer 503 `paymentsDisabled`)',
  }),
  // A secret key here would be published in every page: only a publishable key is taken.
  STRIPE_PUBLISHABLE_KEY: setting(prefixed(['pk_']), { shownDefault: 'unset', description: 'Stripe publishable key, passed to the browser at run time' }),
  STRIPE_WEBHOOK_SECRET: setting(prefixed(['whsec_']), { shownDefault: 'unset', description: 'Stripe webhook signing secret' }),
  STRIPE_API_BASE: setting(
    z
      .string()
      .refine((value) => urlOf(value) !== null, { error: refusing('must be an origin such as http://localhost:12111'), abort: true })
      // stripe-node takes a host, a port and a protocol: a path or credentials would be silently lost.
      .refine(
        (value) => {
          const url = urlOf(value);
          return isHttp(url) && url.pathname === '/' && !url.search && !url.username;
        },
        { error: refusing('must be an http:// or https:// origin with no path') },
      )
      .transform((value) => new URL(value).origin),
    {
      shownDefault: '`https://api.stripe.com`',
      description: 'origin of the Stripe API; tests point it at a local stub (a local stripe-mock works too)',
    },
    'https://api.stripe.com',
  ),
  COMPANY_NAME: setting(z.string(), { shownDefault: `\`${COMPANY.name}\` (sample)`, description: "the agency's name" }),
  COMPANY_CONTACT_EMAIL: setting(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: refusing('must be an e-mail address') }), {
    shownDefault: `\`${COMPANY.contactEmail}\` (sample)`,
    description: 'contact address shown in the banner, footer and legal pages',
  }),
  COMPANY_PHONE: setting(z.string(), { shownDefault: 'sample', description: 'phone number' }),
  COMPANY_REGISTRY_NUMBER: setting(z.string(), { shownDefault: 'sample', description: 'trade register number' }),
  COMPANY_VAT_NUMBER: setting(z.string(), { shownDefault: 'sample', description: 'VAT number' }),
  COMPANY_LINKEDIN_URL: setting(profileUrl, {
    shownDefault: 'sample',
    description: "the agency's LinkedIn page (an `https://` address), linked from the footer and the home menu",
  }),
  COMPANY_INSTAGRAM_URL: setting(profileUrl, { shownDefault: 'sample', description: "the agency's Instagram profile (`https://`), same places" }),
  COMPANY_FACEBOOK_URL: setting(profileUrl, { shownDefault: 'sample', description: "the agency's Facebook page (`https://`), same places" }),
  NODE_ENV: setting(z.string(), { shownDefault: '`development`', description: '`production` turns on HSTS and `Secure` cookies' }, 'development'),
  LOG_LEVEL: setting(
    z
      .string()
      .transform((level) => level.toLowerCase())
      .pipe(z.enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got "${String(issue.input)}"` })),
    { shownDefault: '`info`', description: LOG_LEVELS.map((level) => `\`${level}\``).join(', ').replace(/, ([^,]+)$/, ' or $1') },
    'info',
  ),
  TRUST_PROXY: setting(
    z
      .string()
      .refine((value) => BOOLEAN_WORDS.has(value.toLowerCase()), { error: refusing('must be true or false') })
      .transform((value) => BOOLEAN_WORDS.get(value.toLowerCase())!),
    { shownDefault: '`false`', description: '`true` behind a reverse proxy, to trust `X-Forwarded-*` headers' },
    'false',
  ),
  RATE_LIMIT_SCALE: setting(
    z
      .string()
      // Below 1 would tighten limits people rely on; a fraction would give fractional maxima.
      .regex(/^\d+$/, { error: refusing('must be a whole number of 1 or more'), abort: true })
      .transform(Number)
      .refine((scale) => scale >= 1 && Number.isSafeInteger(scale), { error: refusing('must be a whole number of 1 or more') }),
    { shownDefault: '`1`', description: 'whole number multiplying every rate limit; for load benchmarks only, keep `1` in production' },
    '1',
  ),
  SHUTDOWN_DRAIN_SECONDS: setting(
    z
      .string()
      .regex(/^\d+$/, { error: refusing('must be a whole number of seconds') })
      .transform((seconds) => Number(seconds) * 1000),
    {
      shownDefault: '`0`',
      description: 'on SIGTERM, seconds to go on serving with `GET /api/health` answering 503 before closing, so a load balancer takes the instance out first',
    },
    '0',
  ),
  OUTBOX_LEASE_SECONDS: setting(
    z
      .string()
      .regex(/^\d+$/, { error: refusing('must be a whole number of seconds, 1 or more'), abort: true })
      .transform(Number)
      .refine((seconds) => seconds >= 1, { error: refusing('must be a whole number of seconds, 1 or more') }),
    {
      shownDefault: '`300`',
      description: 'how long an instance holds the e-mails it is sending; one whose instance died is sent by another after it (longer than the slowest SMTP send)',
    },
    '300',
  ),
  PASSWORD_HASH_COST: setting(
    z
      .string()
      .regex(/^\d+$/, { error: refusing('must be a whole number from 10 to 20'), abort: true })
      .transform(Number)
      .refine((cost) => cost >= 10 && cost <= 20, { error: refusing('must be a whole number from 10 to 20') }),
    {
      shownDefault: '`15`',
      description:
        "scrypt's cost for new password hashes, as a power of two (15: 32 MiB and about 0.1 s each; one more doubles both); stored hashes keep their own and still verify. The tests use 10",
    },
    '15',
  ),
  RATE_LIMIT_STORE: setting(
    z.enum(['memory', 'database'], { error: refusing('must be memory or database') }),
    {
      shownDefault: '`database` with `DATABASE_URL`, else `memory`',
      description: 'where rate-limit counts live: `database` shares them between instances; `memory` counts per process, faster for one instance on SQLite',
    },
  ),
});

export type Environment = z.output<typeof ENVIRONMENT>;

/** Everything the server reads from its environment, typed and with working defaults. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; everything the server writes lives under it. */
  dataDir: string;
  /** The SQLite file, used when databaseUrl is null. */
  dbFile: string;
  /** A postgres:// URL (DATABASE_URL), or null for SQLite in dbFile. */
  databaseUrl: string | null;
  /** Connections in the PostgreSQL pool. */
  databasePoolSize: number;
  /** UPLOADS_DIR: shared by every instance in a cluster; the image cache stays in each instance's dataDir. */
  uploadsDir: string;
  /** Profile images (uploads/avatars): the only uploads ever served. */
  avatarsDir: string;
  imageCacheDir: string;
  /** The image cache's size on disk (IMAGE_CACHE_MAX_MB), in bytes. */
  imageCacheMaxBytes: number;
  /** Memory the rendered pages' cache may hold (PAGE_CACHE_MAX_MB), in bytes. */
  pageCacheMaxBytes: number;
  /** Memory the API's answer cache may hold (API_CACHE_MAX_MB), in bytes. */
  apiCacheMaxBytes: number;
  outboxDir: string;
  /** Absolute path of the webpack client build (index.html, hashed assets, media/). */
  clientDir: string;
  /** Absolute URL, no trailing slash. */
  siteUrl: string;
  /** null: e-mails are written to outboxDir as .eml files. */
  smtpUrl: string | null;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  /** Origin of the Stripe API (https://api.stripe.com); tests and a local stripe-mock point it elsewhere. */
  stripeApiBase: string;
  /** True when both Stripe keys are set; otherwise payments answer 503 paymentsDisabled. */
  paymentsEnabled: boolean;
  /** Only the COMPANY_* variables that are set. */
  company: CompanyOverrides;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Multiplies every rate limit's maximum (1 in production; the load benchmark raises it). */
  rateLimitScale: number;
  /** OUTBOX_LEASE_SECONDS, in milliseconds. */
  outboxLeaseMs: number;
  /** SHUTDOWN_DRAIN_SECONDS, in milliseconds. */
  shutdownDrainMs: number;
  /** Where rate-limit counts live: `database` when several instances share the limits. */
  rateLimitStore: RateLimitStore;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
}

export class ConfigError extends Error {
  constructor(name: string, problem: string) {
    super(`Invalid configuration: ${name} ${problem}`);
    this.name = 'ConfigError';
  }
}

type VariableName = keyof typeof ENVIRONMENT.shape;
const VARIABLES = Object.keys(ENVIRONMENT.shape) as VariableName[];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Only the schema's variables are read; an empty one (`PORT=`) counts as unset, as in most .env tooling.
  const input: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLES) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }
  const parsed = ENVIRONMENT.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0]), issue.message);
  }
  const vars = parsed.data;
  if ((vars.STRIPE_SECRET_KEY === undefined) !== (vars.STRIPE_PUBLISHABLE_KEY === undefined)) {
    const missing = vars.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY';
    throw new ConfigError(missing, 'must be set too: payments need both Stripe keys (or neither)');
  }
  const { DATA_DIR: dataDir } = vars;
  const uploadsDir = vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    dbFile: path.join(dataDir, 'app.db'),
    databaseUrl: vars.DATABASE_URL ?? null,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    uploadsDir,
    avatarsDir: path.join(uploadsDir, 'avatars'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    imageCacheMaxBytes: vars.IMAGE_CACHE_MAX_MB,
    pageCacheMaxBytes: vars.PAGE_CACHE_MAX_MB,
    apiCacheMaxBytes: vars.API_CACHE_MAX_MB,
    outboxDir: path.join(dataDir, 'outbox'),
    clientDir: vars.CLIENT_DIR,
    siteUrl: vars.SITE_URL ?? `http://localhost:${vars.PORT}`,
    smtpUrl: vars.SMTP_URL ?? null,
    stripeSecretKey: vars.STRIPE_SECRET_KEY ?? null,
    stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
    stripeWebhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
    stripeApiBase: vars.STRIPE_API_BASE,
    paymentsEnabled: vars.STRIPE_SECRET_KEY !== undefined && vars.STRIPE_PUBLISHABLE_KEY !== undefined,
    company: companyOverrides(vars),
    nodeEnv: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    outboxLeaseMs: vars.OUTBOX_LEASE_SECONDS * 1000,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_SECONDS,
    rateLimitStore: vars.RATE_LIMIT_STORE ?? (vars.DATABASE_URL === undefined ? 'memory' : 'database'),
    passwordHashCost: vars.PASSWORD_HASH_COST,
  };
}

const SOCIAL_VARIABLES: Record<SocialNetwork, VariableName> = {
  linkedin: 'COMPANY_LINKEDIN_URL',
  instagram: 'COMPANY_INSTAGRAM_URL',
  facebook: 'COMPANY_FACEBOOK_URL',
};

function companyOverrides(vars: Environment): CompanyOverrides {
  const fields = {
    name: vars.COMPANY_NAME,
    contactEmail: vars.COMPANY_CONTACT_EMAIL,
    phone: vars.COMPANY_PHONE,
    registryNumber: vars.COMPANY_REGISTRY_NUMBER,
    vatNumber: vars.COMPANY_VAT_NUMBER,
  };
  const overrides: CompanyOverrides = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.flatMap((network) => {
      const url = vars[SOCIAL_VARIABLES[network]];
      return url === undefined ? [] : [[network, url]];
    }),
  );
  if (Object.keys(social).length > 0) overrides.social = social;
  return overrides;
}

/** The README's settings table (the "Settings" section), made from the schema. */
export function settingsTable(): string {
  const rows = VARIABLES.map((name) => {
    const { shownDefault, description } = ENVIRONMENT.shape[name].meta() as unknown as SettingDoc;
    return `| \`${name}\` | ${shownDefault} | ${description} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
