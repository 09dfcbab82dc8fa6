/* The files settings, checked at start: UPLOAD_QUOTA_BYTES and S3_URL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { parseS3Url } from '../../src/server/lib/s3-config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'campus-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('files settings', () => {
  it('default to a 1 GiB quota and files on disk', () => {
    expect(load({})).toMatchObject({ uploadQuotaBytes: 1024 ** 3, s3Url: undefined });
    expect(load({ UPLOAD_QUOTA_BYTES: '5368709120', S3_URL: '' })).toMatchObject({ uploadQuotaBytes: 5 * 1024 ** 3, s3Url: undefined });
  });

  it('say clearly what is wrong with the quota or the bucket URL, each mistake on its own line', () => {
    const problems = problemsOf({ UPLOAD_QUOTA_BYTES: 'lots', S3_URL: 'https://s3.example.com/bucket' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^UPLOAD_QUOTA_BYTES /);
    expect(problems[1]).toBe(
      'S3_URL must be a URL such as https://key:secret@host/bucket (access key and secret as user and password, the bucket as the only path segment)',
    );
    for (const bad of ['ftp://k:s@host/bucket', 'https://k:s@host/', 'https://k:s@host/bucket/extra', 'not a url']) {
      expect(problemsOf({ S3_URL: bad }), bad).toHaveLength(1);
    }
  });

  it('read the bucket, endpoint, credentials and region from S3_URL', () => {
    expect(load({ S3_URL: 'https://AKIA%2B1:se%2Fcret@storage.example.com:9000/campus-files?region=eu-west-1' }).s3Url).toBeDefined();
    expect(parseS3Url('https://AKIA%2B1:se%2Fcret@storage.example.com:9000/campus-files?region=eu-west-1')).toMatchObject({
      bucket: 'campus-files',
      client: {
        endpoint: 'https://storage.example.com:9000',
        region: 'eu-west-1',
        credentials: { accessKeyId: 'AKIA+1', secretAccessKey: 'se/cret' },
        forcePathStyle: true,
      },
    });
    expect(parseS3Url('http://k:s@127.0.0.1:4568/b')?.client.region).toBe('us-east-1');
  });
});
