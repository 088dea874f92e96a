import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** `app.config`: the settings read from the environment (config.ts), for every plugin and route. */
export default fp<{ config: AppConfig }>(
  async function config(app, { config }) {
    app.decorate('config', config);
  },
  { name: 'config' },
);
