/**
 * The Lighthouse baseline's server: the bare React page's build (BASELINE_DIR) served by
 * @fastify/static, with its .br/.gz files when the build makes them, in its own process.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serve } from './serve';

const root = process.env.BASELINE_DIR;
if (!root) throw new Error('BASELINE_DIR must name the baseline build.');

const app = Fastify({ logger: false });
void app.register(fastifyStatic, { root, preCompressed: true });

serve(app);
