import fp from 'fastify-plugin';
import { applyRetention } from '../services/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** false: no job (tests that count rows themselves). */
  enabled: boolean;
  /** The clock (tests move it). */
  now: () => Date;
  everyMs: number;
}

const DEFAULT_RETENTION_OPTIONS: RetentionOptions = { enabled: true, now: () => new Date(), everyMs: DAY_MS };

/**
 * Runs the retention once the app is ready (start-up), then every day; a run in progress is
 * awaited before the database closes.
 */
export default fp<Partial<RetentionOptions>>(
  async function retention(app, settings) {
    const { enabled, now, everyMs } = { ...DEFAULT_RETENTION_OPTIONS, ...settings };
    if (!enabled) return;
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | null = null;
    const run = () => {
      running = running.then(async () => {
        try {
          const report = await applyRetention(app.db, { uploadsDir: app.config.uploadsDir, now: now() });
          if (Object.values(report).some((count) => count > 0)) app.log.info({ removed: report }, 'retention: rows past their period removed');
        } catch (error) {
          app.log.error({ err: error }, 'retention run failed; it runs again tomorrow');
        }
      });
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, everyMs);
      // The job alone never keeps the process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer !== null) clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['config', 'database'] },
);
