import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** After this long, in-flight requests are abandoned and the process exits with 1. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

/**
 * Returns the handler for SIGTERM/SIGINT. The first signal stops accepting connections, lets
 * in-flight requests finish and closes the database (Fastify's onClose), then exits 0.
 * A second signal, a failure or the timeout exits 1 at once.
 */
export function createShutdown(app: FastifyInstance, options: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const { timeoutMs = 10_000, exit = (code) => process.exit(code), log = (message) => console.log(message) } = options;
  let closing: Promise<void> | undefined;
  let exited = false;
  // Exits once: whichever of close, timeout or second signal comes first decides the code.
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  return (signal) => {
    if (closing !== undefined) {
      log(`${signal} received again: exiting now.`);
      finish(1);
      return closing;
    }
    log(`${signal} received: finishing in-flight requests, then exiting.`);
    const timer = setTimeout(() => {
      log(`Shutdown took longer than ${timeoutMs} ms: exiting now.`);
      finish(1);
    }, timeoutMs);
    // The timer alone must not keep the process alive.
    timer.unref();
    closing = app.close().then(
      () => finish(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        finish(1);
      },
    ).finally(() => clearTimeout(timer));
    return closing;
  };
}
