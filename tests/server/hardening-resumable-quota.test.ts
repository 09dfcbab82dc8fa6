/*
 * Unfinished resumable uploads hold their declared size against the quota, and one user may
 * keep only so many open: otherwise an account could park any number of them for a day.
 * Spoken over a real connection, as tus-js-client would.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { MAX_OPEN_UPLOADS } from '../../src/server/modules/files/resumable-quota.ts';
import { utf8Text } from './support/file-samples.ts';
import { createFolder, readFolders } from './support/files.ts';
import { listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { tusMetadata } from './support/tus.ts';
import { signUp, type TestUser } from './support/users.ts';

const MiB = 1024 * 1024;
const UPLOAD_MAX_BYTES = 4 * MiB;
const QUOTA_BYTES = 6 * MiB;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX_BYTES, uploadQuotaBytes: QUOTA_BYTES });
  baseUrl = await listen(t.app);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

type Answer = { status: number; location: string; body: string };

/** One tus request; the answer is read whole, so the connection is free again. */
async function tus(who: TestUser, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, 'tus-resumable': '1.0.0', ...headers },
    body: body && new Uint8Array(body),
  });
  return { status: response.status, location: response.headers.get('location') ?? '', body: await response.text() };
}

const create = (who: TestUser, folderId: string, length: number, filename = 'notes.txt') =>
  tus(who, 'POST', '/api/v1/uploads', { 'upload-length': String(length), 'upload-metadata': tusMetadata({ folderId, filename }) });

const send = (who: TestUser, location: string, offset: number, body: Buffer) =>
  tus(who, 'PATCH', location, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, body);

async function started(who: TestUser, folderId: string, length: number): Promise<string> {
  const response = await create(who, folderId, length);
  expect(response.status, response.body).toBe(201);
  return response.location;
}

async function expectRefusal(response: Answer, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = apiErrorSchema.parse(JSON.parse(response.body));
  expect(body.code).toBe(code);
  return body.message;
}

async function newUploader(): Promise<{ who: TestUser; folderId: string }> {
  const who = await signUp(t.app);
  return { who, folderId: (await createFolder(t.app, who)).id };
}

describe('unfinished uploads and the quota', () => {
  it('count by their declared size: a new upload that would pass the quota beside them is 413 QUOTA_EXCEEDED', async () => {
    const { who, folderId } = await newUploader();
    const parked = await started(who, folderId, 4 * MiB);
    // Some of it arrives, then the phone goes quiet.
    expect((await send(who, parked, 0, utf8Text('a'.repeat(1000)))).status).toBe(204);

    await expectRefusal(await create(who, folderId, 3 * MiB), 413, 'QUOTA_EXCEEDED');
    expect((await create(who, folderId, 2 * MiB)).status).toBe(201);
    // Only finished files are usage.
    expect((await readFolders(t.app, who)).usage.usedBytes).toBe(0);
  });

  it('count beside finished files, and free their room once ended', async () => {
    const { who, folderId } = await newUploader();
    const done = await started(who, folderId, 2 * MiB);
    expect((await send(who, done, 0, utf8Text('b'.repeat(2 * MiB)))).status).toBe(200);
    const parked = await started(who, folderId, 3 * MiB);

    await expectRefusal(await create(who, folderId, 2 * MiB), 413, 'QUOTA_EXCEEDED');
    expect((await tus(who, 'DELETE', parked)).status).toBe(204);
    expect((await create(who, folderId, 2 * MiB)).status).toBe(201);
  });

  it('stop counting once expired', async () => {
    const { who, folderId } = await newUploader();
    await started(who, folderId, 4 * MiB);
    await expectRefusal(await create(who, folderId, 4 * MiB), 413, 'QUOTA_EXCEEDED');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    expect((await create(who, folderId, 4 * MiB)).status).toBe(201);
  });

  it('are not another user’s concern', async () => {
    const first = await newUploader();
    const second = await newUploader();
    await started(first.who, first.folderId, 4 * MiB);
    expect((await create(second.who, second.folderId, 4 * MiB)).status).toBe(201);
  });
});

describe('open uploads per user', () => {
  it(`are at most ${MAX_OPEN_UPLOADS}: one more is 409 CONFLICT saying what to do, until one is ended`, async () => {
    const { who, folderId } = await newUploader();
    const open: string[] = [];
    for (let index = 0; index < MAX_OPEN_UPLOADS; index += 1) open.push(await started(who, folderId, 100));

    const message = await expectRefusal(await create(who, folderId, 100), 409, 'CONFLICT');
    expect(message).toBe(`You have ${MAX_OPEN_UPLOADS} unfinished uploads. Finish or cancel one of them before starting another.`);

    expect((await tus(who, 'DELETE', open[0] ?? '')).status).toBe(204);
    expect((await create(who, folderId, 100)).status).toBe(201);
  });

  it('are at most that many however many creations arrive at once', async () => {
    const { who, folderId } = await newUploader();
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS + 5 }, () => create(who, folderId, 100)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(MAX_OPEN_UPLOADS);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    await expectRefusal(await create(who, folderId, 100), 409, 'CONFLICT');
  });

  it('a finished upload is no longer open', async () => {
    const { who, folderId } = await newUploader();
    for (let index = 0; index < MAX_OPEN_UPLOADS; index += 1) {
      const location = await started(who, folderId, 5);
      expect((await send(who, location, 0, utf8Text('hello'))).status).toBe(200);
    }
    expect((await create(who, folderId, 100)).status).toBe(201);
  });
});
