/*
 * Serves the built SPA: real files as they are (precompressed where the browser accepts it),
 * every other GET outside /api and /socket.io gets index.html so client-side routes survive
 * a reload.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function spaPlugin(app: FastifyInstance) {
  const root = app.config.clientDir;
  if (!root || !existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built client found; run `npm run build` to serve the app');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset.
    preCompressed: true,
    // Ours below; send's own (max-age=0) would otherwise win over it.
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['config'] });
