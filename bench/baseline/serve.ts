import type { FastifyInstance } from 'fastify';

/**
 * Listens on loopback (PORT, else a free port) and prints `Listening on http://…` as the site
 * does, so that the benchmark starts every server the same way; SIGTERM closes it.
 */
export function serve(app: FastifyInstance): void {
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) }).then(
    (address) => console.log(`Listening on ${address}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
