/*
 * The secret that signs CSRF tokens and share hashes. SESSION_SECRET wins; without it the
 * secret is made once and kept in the database, so instances that share a database (on
 * other machines, with other DATA_DIRs) all sign alike.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keptSecret } from '../db/server-secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionSecret: string;
  }
}

async function secretPlugin(app: FastifyInstance) {
  const secret = app.config.sessionSecret ?? (await keptSecret(app.db, 'session', join(app.config.dataDir, 'session-secret')));
  app.decorate('sessionSecret', secret);
}

export default fp(secretPlugin, { name: 'secret', dependencies: ['config', 'db'] });
