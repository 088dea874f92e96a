import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT, loadConfig, settingsTable } from '../../src/server/config';

describe('loadConfig', () => {
  it('works on a fresh machine with no variables set', () => {
    const config = loadConfig({});
    const dataDir = path.resolve('data');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      dbFile: path.join(dataDir, 'app.db'),
      databaseUrl: null,
      databasePoolSize: 10,
      uploadsDir: path.join(dataDir, 'uploads'),
      avatarsDir: path.join(dataDir, 'uploads', 'avatars'),
      imageCacheDir: path.join(dataDir, 'image-cache'),
      imageCacheMaxBytes: 256 * 1024 * 1024,
      pageCacheMaxBytes: 24 * 1024 * 1024,
      apiCacheMaxBytes: 8 * 1024 * 1024,
      outboxDir: path.join(dataDir, 'outbox'),
      clientDir: path.resolve('dist/client'),
      siteUrl: 'http://localhost:3000',
      smtpUrl: null,
      stripeSecretKey: null,
      stripePublishableKey: null,
      stripeWebhookSecret: null,
      stripeApiBase: 'https://api.stripe.com',
      paymentsEnabled: false,
      company: {},
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      trustProxy: false,
      rateLimitScale: 1,
      outboxLeaseMs: 300_000,
      shutdownDrainMs: 0,
      rateLimitStore: 'memory',
      passwordHashCost: 15,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/agency',
      DATABASE_URL: 'postgres://agency:secret@db.internal:5432/agency',
      DATABASE_POOL_SIZE: '25',
      CLIENT_DIR: '/srv/build',
      SITE_URL: 'https://www.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_BASE: 'http://localhost:12111/',
      COMPANY_NAME: 'Acme',
      COMPANY_CONTACT_EMAIL: 'hello@acme.test',
      COMPANY_PHONE: '+33 1 00 00 00 00',
      COMPANY_REGISTRY_NUMBER: '123 456 789',
      COMPANY_VAT_NUMBER: 'FR12345678901',
      COMPANY_LINKEDIN_URL: 'https://www.linkedin.com/company/acme',
      COMPANY_FACEBOOK_URL: 'https://www.facebook.com/acme',
      NODE_ENV: 'production',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '1000',
      PASSWORD_HASH_COST: '16',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/agency',
      dbFile: '/srv/agency/app.db',
      databaseUrl: 'postgres://agency:secret@db.internal:5432/agency',
      databasePoolSize: 25,
      outboxDir: '/srv/agency/outbox',
      clientDir: '/srv/build',
      siteUrl: 'https://www.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      stripeSecretKey: 'sk_test_123',
      stripePublishableKey: 'pk_test_123',
      stripeWebhookSecret: 'whsec_123',
      stripeApiBase: 'http://localhost:12111',
      paymentsEnabled: true,
      company: {
        name: 'Acme',
        contactEmail: 'hello@acme.test',
        phone: '+33 1 00 00 00 00',
        registryNumber: '123 456 789',
        vatNumber: 'FR12345678901',
        social: { linkedin: 'https://www.linkedin.com/company/acme', facebook: 'https://www.facebook.com/acme' },
      },
      nodeEnv: 'production',
      isProduction: true,
      logLevel: 'warn',
      trustProxy: true,
      rateLimitScale: 1000,
      passwordHashCost: 16,
    });
  });

  it('derives the site URL from the port and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '', COMPANY_NAME: '  ' })).toMatchObject({ port: 3000, company: {} });
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3.5'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.com'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['COMPANY_CONTACT_EMAIL', 'nobody'],
    ['COMPANY_LINKEDIN_URL', 'linkedin.com/company/acme'],
    ['COMPANY_INSTAGRAM_URL', 'http://www.instagram.com/acme'],
    ['COMPANY_FACEBOOK_URL', 'javascript:alert(1)'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_BASE', 'localhost:12111'],
    ['STRIPE_API_BASE', 'http://localhost:12111/v1'],
    ['RATE_LIMIT_SCALE', '0'],
    ['RATE_LIMIT_SCALE', '0.5'],
    ['RATE_LIMIT_SCALE', 'many'],
    ['PASSWORD_HASH_COST', '9'],
    ['PASSWORD_HASH_COST', '21'],
    ['PASSWORD_HASH_COST', '2^15'],
    ['IMAGE_CACHE_MAX_MB', '0'],
    ['IMAGE_CACHE_MAX_MB', '-5'],
    ['IMAGE_CACHE_MAX_MB', 'lots'],
    ['DATABASE_URL', 'mysql://db.internal/agency'],
    ['DATABASE_URL', 'agency.db'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
  ])('rejects %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads IMAGE_CACHE_MAX_MB in megabytes, fractions included', () => {
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '512' }).imageCacheMaxBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '0.5' }).imageCacheMaxBytes).toBe(512 * 1024);
    expect(loadConfig({ PAGE_CACHE_MAX_MB: '2.5' }).pageCacheMaxBytes).toBe(2.5 * 1024 * 1024);
    expect(loadConfig({ API_CACHE_MAX_MB: '4' }).apiCacheMaxBytes).toBe(4 * 1024 * 1024);
    expect(() => loadConfig({ PAGE_CACHE_MAX_MB: '0' })).toThrow('PAGE_CACHE_MAX_MB must be a number of megabytes above 0, got "0"');
    expect(() => loadConfig({ API_CACHE_MAX_MB: 'lots' })).toThrow('API_CACHE_MAX_MB must be a number of megabytes above 0, got "lots"');
  });

  it('refuses a secret key as the publishable key, without echoing it', () => {
    const attempt = () => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_topsecret', STRIPE_PUBLISHABLE_KEY: 'sk_live_topsecret' });
    expect(attempt).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(attempt).not.toThrow(/topsecret/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL’s without echoing its password', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://agency:hunter2@db.internal/agency' });
    expect(attempt).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('needs both Stripe keys or neither', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('reads exactly the variables of its schema', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadConfig(env);
    expect([...read].sort()).toEqual(Object.keys(ENVIRONMENT.shape).sort());
  });

  it('is documented by the README’s settings table, made from the same schema (scripts/write-settings-table.ts)', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(`${settingsTable()}\n`);
    expect(settingsTable().split('\n').filter((row) => row.startsWith('| `'))).toHaveLength(Object.keys(ENVIRONMENT.shape).length);
  });
});
