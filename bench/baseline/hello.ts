/**
 * The API baseline: a bare Fastify "hello world", in its own process as the site is.
 * Prints `Listening on http://…` like the site, so the benchmark starts both the same way.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) }).then(
  (address) => console.log(`Listening on ${address}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
