/*
 * Where uploaded bytes live: DATA_DIR/files by default, or the S3-compatible bucket S3_URL
 * names when instances span machines. Everything else sees only the Storage interface.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { diskStorage } from '../lib/disk-storage.ts';
import { parseS3Url } from '../lib/s3-config.ts';
import { s3Storage } from '../lib/s3-storage.ts';
import type { Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

async function storagePlugin(app: FastifyInstance) {
  const s3 = app.config.s3Url ? parseS3Url(app.config.s3Url) : undefined;
  const storage = s3 ? s3Storage(s3) : diskStorage(join(app.config.dataDir, 'files'));
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config'] });
