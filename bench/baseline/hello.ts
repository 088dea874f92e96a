/**
 * The API baseline: a bare Fastify "hello world", in its own process as the site is.
 * Prints `Listening on http://…` like the site, so the benchmark starts both the same way.
 */
import Fastify from 'fastify';
import { serve } from './serve';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

serve(app);
