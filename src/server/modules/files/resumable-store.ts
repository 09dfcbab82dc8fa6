/*
 * Where unfinished resumable uploads wait: DATA_DIR/uploads-tmp (tus's file store), or with
 * S3_URL the bucket (tus's S3 store), so a phone that reconnects to another instance resumes
 * all the same. Unfinished uploads expire after 24 hours.
 */
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Config } from '../../config.ts';
import { parseS3Url } from '../../lib/s3-config.ts';

export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

export type ResumableStore = { datastore: DataStore; read(uploadId: string): Promise<Readable> };

export function resumableStore(config: Config): ResumableStore {
  const s3 = config.s3Url ? parseS3Url(config.s3Url) : undefined;
  if (s3) {
    const store = new S3Store({ s3ClientConfig: { ...s3.client, bucket: s3.bucket }, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
    return { datastore: store, read: (id) => store.read(id) };
  }
  const store = new FileStore({ directory: join(config.dataDir, 'uploads-tmp'), expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
  return { datastore: store, read: async (id) => store.read(id) };
}
