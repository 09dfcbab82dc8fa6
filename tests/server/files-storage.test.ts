/*
 * The storage interface, the same suite on disk and on an S3-compatible server (s3rver, run
 * here), then the whole files API on S3 and the sweep of orphaned bytes.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../src/server/lib/disk-storage.ts';
import { parseS3Url } from '../../src/server/lib/s3-config.ts';
import { s3Storage } from '../../src/server/lib/s3-storage.ts';
import type { Storage } from '../../src/server/lib/storage.ts';
import { pdfDocument, pngImage } from './support/file-samples.ts';
import { createFolder, storedKeys, uploadFile } from './support/files.ts';
import { startS3rver, type TestBucket } from './support/s3rver.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

const HOURS_LATER = Date.now() + 2 * 60 * 60 * 1000;

let bucket: TestBucket;
let scratch: string;
beforeAll(async () => {
  bucket = await startS3rver();
  scratch = mkdtempSync(join(tmpdir(), 'campus-storage-'));
});
afterAll(async () => {
  await bucket.close();
  rmSync(scratch, { recursive: true, force: true });
});

const bytesOf = async (stream: Readable | null) => (stream ? Buffer.concat((await stream.toArray()) as Buffer[]) : null);

async function keysOf(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) {
    expect(object.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    keys.push(object.key);
  }
  return keys.sort();
}

describe.each([
  ['on disk', () => diskStorage(join(scratch, 'files'))],
  ['on S3', () => s3Storage(parseS3Url(bucket.s3Url) ?? (undefined as never))],
])('storage %s', (_where, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => storage.close());

  it('keeps bytes under a key and answers them whole or in a range', async () => {
    const data = Buffer.from('0123456789abcdef');
    await storage.put('file-one', data);
    expect(await bytesOf(await storage.get('file-one'))).toEqual(data);
    expect((await bytesOf(await storage.get('file-one', { start: 3, end: 7 })))?.toString()).toBe('34567');
    expect(await storage.get('file-none')).toBeNull();
  });

  it('moves a local file in, which is gone from where it was', async () => {
    const path = join(scratch, 'staged.pdf');
    writeFileSync(path, pdfDocument());
    await storage.putFile('file-moved', path);
    expect(existsSync(path)).toBe(false);
    expect(await bytesOf(await storage.get('file-moved'))).toEqual(pdfDocument());
  });

  it('lists keys by prefix and removes them; removing what is gone is no error', async () => {
    await storage.put('thumb-a.webp', Buffer.from('a'));
    await storage.put('thumb-b.webp', Buffer.from('b'));
    expect(await keysOf(storage, 'thumb-')).toEqual(['thumb-a.webp', 'thumb-b.webp']);
    await storage.remove('thumb-a.webp');
    await storage.remove('thumb-a.webp');
    expect(await keysOf(storage, 'thumb-')).toEqual(['thumb-b.webp']);
    expect(await storage.get('thumb-a.webp')).toBeNull();
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../campus.db', '.hidden', 'a/b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    }
  });
});

describe('the files API on S3', () => {
  let t: TestApp;
  let appBucket: TestBucket;
  beforeAll(async () => {
    appBucket = await startS3rver();
    t = await startTestApp({ s3Url: appBucket.s3Url });
  });
  afterAll(async () => {
    await t.close();
    await appBucket.close();
  });

  it('stores uploads in the bucket, serves them (ranges too) and removes them with their folder', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const pdf = pdfDocument();
    const paper = await uploadFile(t.app, user, folder.id, 'paper.pdf', pdf);
    const image = await uploadFile(t.app, user, folder.id, 'scan.png', await pngImage(800, 400));
    await t.app.fileJobs.thumbnails.idle();
    const inBucket = await storedKeys(t.app);
    expect(inBucket).toEqual(expect.arrayContaining([`file-${paper.id}`, `file-${image.id}`, `thumb-${image.id}.webp`]));

    const whole = await as(t.app, user)({ method: 'GET', url: paper.url });
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await as(t.app, user)({ method: 'GET', url: paper.url, headers: { range: 'bytes=5-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(5, 15))).toBe(true);
    expect((await as(t.app, user)({ method: 'GET', url: `/api/v1/files/${image.id}/thumbnail` })).headers['content-type']).toBe('image/webp');

    await as(t.app, user)({ method: 'DELETE', url: `/api/v1/folders/delete/${folder.id}` });
    const left = await storedKeys(t.app);
    for (const key of [`file-${paper.id}`, `file-${image.id}`, `thumb-${image.id}.webp`]) expect(left).not.toContain(key);
  });

  it('sweeps bytes no row names once they are an hour old, and nothing else', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const kept = await uploadFile(t.app, user, folder.id, 'kept.pdf', pdfDocument());
    await t.app.storage.put('file-crashed-before-its-row', Buffer.from('orphan'));
    await t.app.storage.put('thumb-of-a-deleted-file.webp', Buffer.from('orphan'));

    expect(await t.app.fileJobs.sweep()).toBe(0);
    expect(await storedKeys(t.app)).toContain('file-crashed-before-its-row');

    expect(await t.app.fileJobs.sweep(HOURS_LATER)).toBe(2);
    const left = await storedKeys(t.app);
    expect(left).not.toContain('file-crashed-before-its-row');
    expect(left).not.toContain('thumb-of-a-deleted-file.webp');
    expect(left).toContain(`file-${kept.id}`);
    expect((await as(t.app, user)({ method: 'GET', url: kept.url })).statusCode).toBe(200);
  });
});

describe('the sweep on disk', () => {
  it('removes orphaned bytes and old staging files, and leaves avatars alone', async () => {
    const t = await startTestApp();
    try {
      const user = await signUp(t.app);
      const kept = await uploadFile(t.app, user, (await createFolder(t.app, user)).id, 'kept.pdf', pdfDocument());
      await t.app.storage.put('file-orphan', Buffer.from('orphan'));
      await t.app.storage.put('avatar-someone.webp', Buffer.from('not ours to sweep'));
      writeFileSync(join(t.app.fileJobs.stagingDir, 'stage-left-by-a-crash'), 'half an upload');

      expect(await t.app.fileJobs.sweep(HOURS_LATER)).toBe(1);
      expect(await storedKeys(t.app)).toEqual([`file-${kept.id}`]);
      expect(await t.app.storage.get('avatar-someone.webp')).not.toBeNull();
      expect(existsSync(join(t.app.fileJobs.stagingDir, 'stage-left-by-a-crash'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
