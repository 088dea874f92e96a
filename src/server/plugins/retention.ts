import fp from 'fastify-plugin';
import { applyRetention } from '../services/retention';
import { sweepStaleCvParts } from '../services/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** false: no job (tests that count rows themselves). */
  enabled: boolean;
  /** The clock (tests move it). */
  now: () => Date;
  everyMs: number;
  /** How often half-written CVs left by a killed upload are looked for. */
  sweepEveryMs: number;
}

const DEFAULT_RETENTION_OPTIONS: RetentionOptions = { enabled: true, now: () => new Date(), everyMs: DAY_MS, sweepEveryMs: 5 * 60_000 };

/**
 * Runs the retention once the app is ready (start-up), then every day, and sweeps half-written CVs
 * every few minutes (a kill mid-upload leaves one; the start-up sweep alone may come hours later);
 * a run in progress is awaited before the database closes.
 */
export default fp<Partial<RetentionOptions>>(
  async function retention(app, settings) {
    const { enabled, now, everyMs, sweepEveryMs } = { ...DEFAULT_RETENTION_OPTIONS, ...settings };
    if (!enabled) return;
    let running: Promise<void> = Promise.resolve();
    const timers: NodeJS.Timeout[] = [];
    const queue = (job: () => Promise<void>) => () => {
      running = running.then(job);
    };
    const retain = queue(async () => {
      try {
        const report = await applyRetention(app.db, { uploadsDir: app.config.uploadsDir, now: now() });
        if (Object.values(report).some((count) => count > 0)) app.log.info({ removed: report }, 'retention: rows past their period removed');
      } catch (error) {
        app.log.error({ err: error }, 'retention run failed; it runs again tomorrow');
      }
    });
    const sweep = queue(async () => {
      try {
        const files = await sweepStaleCvParts(app.config.uploadsDir);
        if (files.length > 0) app.log.warn({ files }, `Removed ${files.length} half-written CV file(s) left by an interrupted upload`);
      } catch (error) {
        app.log.error({ err: error }, 'sweep of half-written CVs failed; it runs again later');
      }
    });
    app.addHook('onReady', async () => {
      retain();
      for (const [job, period] of [[retain, everyMs], [sweep, sweepEveryMs]] as const) {
        const timer = setInterval(job, period);
        // The jobs alone never keep the process alive.
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['config', 'database'] },
);
