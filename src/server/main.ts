// First: it sets V8's one run-time flag before the other modules load.
import { limitMemory } from './memory';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { createLogStream } from './logStream';
import { sweepOrphanAvatars } from './services/avatars';
import { ORPHAN_GRACE_MS, sweepOrphanCvs } from './services/uploads';
import { createShutdown } from './shutdown';

async function main(): Promise<void> {
  limitMemory();
  const config = loadConfig();
  for (const dir of [config.dataDir, config.uploadsDir, config.avatarsDir, config.imageCacheDir, config.outboxDir]) fs.mkdirSync(dir, { recursive: true });

  // A log that cannot be written (a full disk) loses lines, never the process (logStream.ts).
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const app = await buildApp(config, { logger: { level: config.logLevel, stream: createLogStream() } });
  // A CV or image without its row was left by a crash or a forced exit; one younger than the grace
  // may be another instance's upload in progress, in a folder they share.
  const swept = await sweepOrphanCvs(app.db, config.uploadsDir, ORPHAN_GRACE_MS);
  if (swept.length > 0) app.log.warn({ files: swept }, `Removed ${swept.length} uploaded CV file(s) no candidacy refers to`);
  const avatars = await sweepOrphanAvatars(app.db, config.avatarsDir, config.imageCacheDir, ORPHAN_GRACE_MS);
  if (avatars.length > 0) app.log.warn({ files: avatars }, `Removed ${avatars.length} profile image(s) no account refers to`);
  const shutdown = createShutdown(app, { drainMs: config.shutdownDrainMs });
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  // Without SITE_URL, links (canonical, sitemap, e-mails) follow the port really opened (PORT=0 picks one).
  if (!process.env.SITE_URL) app.config.siteUrl = `http://localhost:${port}`;
  for (const line of startupLines(config, port)) console.log(line);
}

function startupLines(config: AppConfig, port: number): string[] {
  // A wildcard address is not something to type in a browser.
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const mail = config.smtpUrl === null
    ? `Mail outbox: ${config.outboxDir} (SMTP_URL not set: e-mails are written there as .eml files)`
    : `Mail: sent through SMTP at ${new URL(config.smtpUrl).host}`;
  const payments = config.paymentsEnabled ? 'Payments: on (Stripe)' : 'Payments: off (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY not set)';
  const uploads = config.uploadsDir === path.join(config.dataDir, 'uploads') ? [] : [`Uploads folder: ${config.uploadsDir}`];
  return [`Listening on http://${host}:${port}`, `Data folder: ${config.dataDir}`, ...uploads, mail, payments];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
