/* The storage driver for one machine: a folder, one file a key, written whole before it shows. */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedKey, type Storage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  // Half-written files start with a dot, which no key does, so list() and get() never see them.
  const partialPath = () => join(root, `.partial-${randomBytes(8).toString('hex')}`);

  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      const partial = partialPath();
      await writeFile(partial, data);
      await rename(partial, pathOf(key));
    },
    async putFile(key, path) {
      await mkdir(root, { recursive: true });
      try {
        await rename(path, pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const partial = partialPath();
        await copyFile(path, partial);
        await rename(partial, pathOf(key));
        await rm(path, { force: true });
      }
    },
    async get(key, range) {
      // Opened before answering, so a removal in between cannot cut the stream short.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream(range ? { start: range.start, end: range.end } : {}) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      const names = await readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const name of names) {
        if (!name.startsWith(prefix) || name.startsWith('.')) continue;
        const found = await stat(join(root, name)).catch(() => null);
        if (found?.isFile()) yield { key: name, modifiedAt: found.mtime };
      }
    },
    async close() {},
  };
}
