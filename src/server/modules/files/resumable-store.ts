/*
 * Where unfinished resumable uploads wait: DATA_DIR/uploads-tmp (tus's file store), or with
 * S3_URL the bucket (tus's S3 store), so a phone that reconnects to another instance resumes
 * all the same. Unfinished uploads expire after 24 hours. Either store can list the uploads
 * whose ids start with a prefix, which is how one user's are found (resumable-quota.ts).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/utils';
import type { Config } from '../../config.ts';
import { parseS3Url } from '../../lib/s3-config.ts';

export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

export type ResumableStore = {
  datastore: DataStore;
  read(uploadId: string): Promise<Readable>;
  /** The uploads whose ids start with `prefix`; one removed meanwhile is left out. */
  uploadsNamed(prefix: string): Promise<Upload[]>;
};

const INFO_SUFFIX = '.info';
const CONFIG_SUFFIX = '.json';

const found = (uploads: (Upload | undefined)[]) => uploads.filter((upload) => upload !== undefined);

class ListingS3Store extends S3Store {
  async uploadsNamed(prefix: string): Promise<Upload[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token });
      for (const { Key: key } of page.Contents ?? []) if (key?.endsWith(INFO_SUFFIX)) ids.push(key.slice(0, -INFO_SUFFIX.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // The declared size is all that is wanted: the info object has it, without asking for the parts.
    return found(await Promise.all(ids.map((id) => this.getMetadata(id).then((info) => info.file, () => undefined))));
  }
}

export function resumableStore(config: Config): ResumableStore {
  const s3 = config.s3Url ? parseS3Url(config.s3Url) : undefined;
  if (s3) {
    const store = new ListingS3Store({ s3ClientConfig: { ...s3.client, bucket: s3.bucket }, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
    return { datastore: store, read: (id) => store.read(id), uploadsNamed: (prefix) => store.uploadsNamed(prefix) };
  }
  const directory = join(config.dataDir, 'uploads-tmp');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
  return {
    datastore: store,
    read: async (id) => store.read(id),
    uploadsNamed: async (prefix) => {
      const names = await readdir(directory).catch(() => []);
      const ids = names.filter((name) => name.startsWith(prefix) && name.endsWith(CONFIG_SUFFIX)).map((name) => name.slice(0, -CONFIG_SUFFIX.length));
      return found(await Promise.all(ids.map((id) => store.getUpload(id).catch(() => undefined))));
    },
  };
}
