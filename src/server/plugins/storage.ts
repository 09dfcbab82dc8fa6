/*
 * Where uploaded bytes live. On disk under DATA_DIR/files by server-made keys; the
 * interface is small so an object store can replace it when instances span machines.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes, or null when the key holds nothing. */
  get(key: string): Promise<ReadStream | null>;
  remove(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(key), data);
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

async function storagePlugin(app: FastifyInstance) {
  app.decorate('storage', diskStorage(join(app.config.dataDir, 'files')));
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config'] });
