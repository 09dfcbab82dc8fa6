/* An S3-compatible server (s3rver) on a random port with one empty bucket, for the S3 storage suites. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type TestBucket = { s3Url: string; close: () => Promise<void> };

export async function startS3rver(bucket = 'campus-files'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'campus-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials.
    s3Url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
