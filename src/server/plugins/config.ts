import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorate('config', options.config);
    app.decorate('clock', options.config.clock ?? systemClock);
  },
  { name: 'config' },
);
