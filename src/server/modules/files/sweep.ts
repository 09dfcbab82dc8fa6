/*
 * Bytes no row names are removed once they are an hour old: what a crash between storing an
 * upload and committing its row (or a failed removal after a delete) left behind. Younger
 * ones may belong to an upload still on its way to its row, so they are left alone. Staging
 * files left by a crash mid-upload go the same way.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/dialect.ts';
import type { Storage } from '../../lib/storage.ts';
import { keysInUse } from './file-repository.ts';
import { FILE_KEY_PREFIX } from './store-files.ts';
import { THUMBNAIL_KEY_PREFIX } from './thumbnails.ts';

export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 200;

async function removeUnnamed(db: Db, storage: Storage, keys: string[]): Promise<number> {
  const inUse = await keysInUse(db, keys);
  const orphans = keys.filter((key) => !inUse.has(key));
  for (const key of orphans) await storage.remove(key);
  return orphans.length;
}

/** Removes stored file bytes and thumbnails that no row names and that are older than an hour; answers how many. */
export async function sweepOrphans(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const prefix of [FILE_KEY_PREFIX, THUMBNAIL_KEY_PREFIX]) {
    let batch: string[] = [];
    for await (const object of storage.list(prefix)) {
      if (now - object.modifiedAt.getTime() < ORPHAN_AGE_MS) continue;
      batch.push(object.key);
      if (batch.length === BATCH) {
        removed += await removeUnnamed(db, storage, batch);
        batch = [];
      }
    }
    removed += await removeUnnamed(db, storage, batch);
  }
  return removed;
}

/** Removes staging files older than an hour: no upload takes that long between its last byte and its row. */
export async function sweepStaging(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  for (const name of names) {
    const path = join(dir, name);
    const found = await stat(path).catch(() => null);
    if (found && now - found.mtimeMs >= ORPHAN_AGE_MS) await rm(path, { force: true, recursive: true });
  }
}
