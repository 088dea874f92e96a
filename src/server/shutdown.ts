import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** After this long (from the end of the drain), in-flight requests are abandoned and the process exits with 1. */
  timeoutMs?: number;
  /**
   * How long to go on serving, with GET /api/health answering 503, before closing: a load balancer
   * checking health meanwhile stops sending requests here first (SHUTDOWN_DRAIN_SECONDS).
   */
  drainMs?: number;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

/**
 * Returns the handler for SIGTERM/SIGINT. The first signal turns the health check to 503, drains
 * for `drainMs`, then stops accepting connections, lets in-flight requests finish and closes the
 * database (Fastify's onClose), then exits 0. A second signal, a failure or the timeout exits 1 at once.
 */
export function createShutdown(app: FastifyInstance, options: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const { timeoutMs = 10_000, drainMs = 0, exit = (code) => process.exit(code), log = (message) => console.log(message) } = options;
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
    app.startDraining();
    log(
      drainMs > 0
        ? `${signal} received: health check now 503, serving ${drainMs} ms more, then finishing in-flight requests and exiting.`
        : `${signal} received: finishing in-flight requests, then exiting.`,
    );
    closing = new Promise<void>((resolve) => setTimeout(resolve, drainMs)).then(() => {
      const timer = setTimeout(() => {
        log(`Shutdown took longer than ${timeoutMs} ms: exiting now.`);
        finish(1);
      }, timeoutMs);
      // The timer alone must not keep the process alive.
      timer.unref();
      return app.close().then(
        () => finish(0),
        (error: unknown) => {
          log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          finish(1);
        },
      ).finally(() => clearTimeout(timer));
    });
    return closing;
  };
}
