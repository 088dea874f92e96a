import path from 'node:path';
import { SOCIAL_NETWORKS, type CompanyOverrides } from '../shared/company';

/** Everything the server reads from its environment, typed and with working defaults. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; everything the server writes lives under it. */
  dataDir: string;
  dbFile: string;
  uploadsDir: string;
  /** Profile images (uploads/avatars): the only uploads ever served. */
  avatarsDir: string;
  imageCacheDir: string;
  /** The image cache's size on disk (IMAGE_CACHE_MAX_MB), in bytes. */
  imageCacheMaxBytes: number;
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
}

/** IMAGE_CACHE_MAX_MB's default: every ladder step of a few hundred sources, in three formats. */
export const IMAGE_CACHE_DEFAULT_MB = 256;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ConfigVariable {
  name: string;
  /** The default as a person would write it, or null when unset means "off". */
  default: string | null;
  description: string;
}

/** Every environment variable the server reads; README.md documents the same list. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port to listen on (0 picks a free port).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: 'data',
    description: 'Folder for everything the server writes: app.db, uploads/, image-cache/, outbox/. Relative to the working directory.',
  },
  { name: 'CLIENT_DIR', default: 'dist/client', description: 'Folder of the client build served as static files.' },
  {
    name: 'IMAGE_CACHE_MAX_MB',
    default: String(IMAGE_CACHE_DEFAULT_MB),
    description: 'Megabytes the resized images in DATA_DIR/image-cache may take; past it the least recently served are removed.',
  },
  { name: 'SITE_URL', default: 'http://localhost:<PORT>', description: 'Public URL of the site, used in links and e-mails.' },
  { name: 'SMTP_URL', default: null, description: 'smtp:// or smtps:// URL to send e-mails; unset writes them to DATA_DIR/outbox.' },
  { name: 'STRIPE_SECRET_KEY', default: null, description: 'Stripe secret key (sk_...); with the publishable key, turns payments on.' },
  { name: 'STRIPE_PUBLISHABLE_KEY', default: null, description: 'Stripe publishable key (pk_...), sent to the browser.' },
  { name: 'STRIPE_WEBHOOK_SECRET', default: null, description: 'Stripe webhook signing secret (whsec_...).' },
  { name: 'STRIPE_API_BASE', default: 'https://api.stripe.com', description: 'Origin of the Stripe API; a local stripe-mock (http://localhost:12111) in development and tests.' },
  { name: 'COMPANY_NAME', default: null, description: 'Overrides the agency name (sample value otherwise).' },
  { name: 'COMPANY_CONTACT_EMAIL', default: null, description: 'Overrides the contact e-mail address.' },
  { name: 'COMPANY_PHONE', default: null, description: 'Overrides the phone number.' },
  { name: 'COMPANY_REGISTRY_NUMBER', default: null, description: 'Overrides the company registry number.' },
  { name: 'COMPANY_VAT_NUMBER', default: null, description: 'Overrides the VAT number.' },
  { name: 'COMPANY_LINKEDIN_URL', default: null, description: 'Overrides the address (https) of the agency’s LinkedIn page.' },
  { name: 'COMPANY_INSTAGRAM_URL', default: null, description: 'Overrides the address (https) of the agency’s Instagram profile.' },
  { name: 'COMPANY_FACEBOOK_URL', default: null, description: 'Overrides the address (https) of the agency’s Facebook page.' },
  { name: 'NODE_ENV', default: 'development', description: '"production" turns on HSTS and Secure cookies.' },
  { name: 'LOG_LEVEL', default: 'info', description: `One of ${LOG_LEVELS.join(', ')}.` },
  { name: 'TRUST_PROXY', default: 'false', description: 'true behind a reverse proxy, to trust X-Forwarded-* headers.' },
  {
    name: 'RATE_LIMIT_SCALE',
    default: '1',
    description: 'Whole number multiplying every rate limit (per IP, per e-mail, per account); for load benchmarks only, keep 1 in production.',
  },
];

export class ConfigError extends Error {
  constructor(name: string, problem: string) {
    super(`Invalid configuration: ${name} ${problem}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`PORT=`) counts as unset, as in most .env tooling.
  const read = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const port = parsePort(read('PORT'));
  const dataDir = path.resolve(read('DATA_DIR') ?? 'data');
  const stripeSecretKey = prefixed('STRIPE_SECRET_KEY', read('STRIPE_SECRET_KEY'), ['sk_', 'rk_']);
  // A secret key here would be published in every page: refuse anything but a publishable key.
  const stripePublishableKey = prefixed('STRIPE_PUBLISHABLE_KEY', read('STRIPE_PUBLISHABLE_KEY'), ['pk_']);
  if ((stripeSecretKey === null) !== (stripePublishableKey === null)) {
    const missing = stripeSecretKey === null ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY';
    throw new ConfigError(missing, 'must be set too: payments need both Stripe keys (or neither)');
  }
  const nodeEnv = read('NODE_ENV') ?? 'development';

  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir,
    dbFile: path.join(dataDir, 'app.db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    avatarsDir: path.join(dataDir, 'uploads', 'avatars'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    imageCacheMaxBytes: parseMegabytes('IMAGE_CACHE_MAX_MB', read('IMAGE_CACHE_MAX_MB'), IMAGE_CACHE_DEFAULT_MB),
    outboxDir: path.join(dataDir, 'outbox'),
    clientDir: path.resolve(read('CLIENT_DIR') ?? 'dist/client'),
    siteUrl: parseSiteUrl(read('SITE_URL') ?? `http://localhost:${port}`),
    smtpUrl: parseSmtpUrl(read('SMTP_URL')),
    stripeSecretKey,
    stripePublishableKey,
    stripeWebhookSecret: prefixed('STRIPE_WEBHOOK_SECRET', read('STRIPE_WEBHOOK_SECRET'), ['whsec_']),
    stripeApiBase: parseStripeApiBase(read('STRIPE_API_BASE')),
    paymentsEnabled: stripeSecretKey !== null && stripePublishableKey !== null,
    company: companyOverrides(read),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    trustProxy: parseBoolean('TRUST_PROXY', read('TRUST_PROXY'), false),
    rateLimitScale: parseRateLimitScale(read('RATE_LIMIT_SCALE')),
  };
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${value}"`);
  return port;
}

function parseMegabytes(name: string, value: string | null, fallback: number): number {
  const megabytes = value === null ? fallback : Number(value);
  if (!/^\d+(\.\d+)?$/.test(value ?? String(fallback)) || !(megabytes > 0)) throw new ConfigError(name, `must be a number of megabytes above 0, got "${value}"`);
  return Math.round(megabytes * 1024 * 1024);
}

function parseRateLimitScale(value: string | null): number {
  if (value === null) return 1;
  const scale = Number(value);
  // Below 1 would tighten limits people rely on; a fraction would give fractional maxima.
  if (!/^\d+$/.test(value) || scale < 1 || !Number.isSafeInteger(scale)) {
    throw new ConfigError('RATE_LIMIT_SCALE', `must be a whole number of 1 or more, got "${value}"`);
  }
  return scale;
}

function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SITE_URL', `must be an absolute URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('SITE_URL', `must start with http:// or https://, got "${value}"`);
  return url.href.replace(/\/+$/, '');
}

function parseSmtpUrl(value: string | null): string | null {
  if (value === null) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // The URL may hold a password: never echo it.
    throw new ConfigError('SMTP_URL', 'must be a URL such as smtp://user:password@host:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError('SMTP_URL', 'must start with smtp:// or smtps://');
  return value;
}

function parseStripeApiBase(value: string | null): string {
  if (value === null) return 'https://api.stripe.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('STRIPE_API_BASE', `must be an origin such as http://localhost:12111, got "${value}"`);
  }
  // stripe-node takes a host, a port and a protocol: a path or credentials would be silently lost.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.username) {
    throw new ConfigError('STRIPE_API_BASE', `must be an http:// or https:// origin with no path, got "${value}"`);
  }
  return url.origin;
}

function prefixed(name: string, value: string | null, prefixes: string[]): string | null {
  if (value === null) return null;
  // Secrets are never echoed in the message.
  if (!prefixes.some((prefix) => value.startsWith(prefix))) throw new ConfigError(name, `must start with ${prefixes.join(' or ')}`);
  return value;
}

function parseLogLevel(value: string | null): LogLevel {
  if (value === null) return 'info';
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LogLevel;
}

function parseBoolean(name: string, value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const normalised = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new ConfigError(name, `must be true or false, got "${value}"`);
}

function companyOverrides(read: (name: string) => string | null): CompanyOverrides {
  const overrides: CompanyOverrides = {};
  const name = read('COMPANY_NAME');
  const contactEmail = read('COMPANY_CONTACT_EMAIL');
  const phone = read('COMPANY_PHONE');
  const registryNumber = read('COMPANY_REGISTRY_NUMBER');
  const vatNumber = read('COMPANY_VAT_NUMBER');
  if (contactEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail)) {
    throw new ConfigError('COMPANY_CONTACT_EMAIL', `must be an e-mail address, got "${contactEmail}"`);
  }
  if (name !== null) overrides.name = name;
  if (contactEmail !== null) overrides.contactEmail = contactEmail;
  if (phone !== null) overrides.phone = phone;
  if (registryNumber !== null) overrides.registryNumber = registryNumber;
  if (vatNumber !== null) overrides.vatNumber = vatNumber;
  const social: NonNullable<CompanyOverrides['social']> = {};
  for (const network of SOCIAL_NETWORKS) {
    const name = `COMPANY_${network.toUpperCase()}_URL`;
    const url = read(name);
    if (url !== null) social[network] = parseProfileUrl(name, url);
  }
  if (Object.keys(social).length > 0) overrides.social = social;
  return overrides;
}

/** A social profile is linked from every page: an absolute https address only (no javascript:, no plain http). */
function parseProfileUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an https:// address, got "${value}"`);
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new ConfigError(name, `must be an https:// address, got "${value}"`);
  return url.href;
}
