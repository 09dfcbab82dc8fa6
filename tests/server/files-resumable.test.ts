/* tus 1.0 at /api/v1/uploads: create, resume after a cut connection, finish into a FileItem; and every refusal. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileItemSchema } from '../../src/contract/files.ts';
import { asBrowser, errorOf, signIn } from './support/accounts.ts';
import { pdfDocument, pngImage, utf8Text } from './support/file-samples.ts';
import { createFolder, readFiles, readFolders, storedKeys } from './support/files.ts';
import { listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createUpload, deleteUpload, headUpload, patchUpload, startUpload, tusMetadata } from './support/tus.ts';
import { as, cookiesOf, signUp, type TestUser } from './support/users.ts';

const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
const QUOTA_BYTES = 6 * 1024 * 1024;
const CHUNK = 16 * 1024;

let t: TestApp;
let user: TestUser;
let folderId: string;
let stranger: TestUser;
let otherFolderId: string;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX_BYTES, uploadQuotaBytes: QUOTA_BYTES });
  user = await signUp(t.app);
  folderId = (await createFolder(t.app, user, 'Scans')).id;
  stranger = await signUp(t.app);
  otherFolderId = (await createFolder(t.app, stranger)).id;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const tusLeft = () => readdirSync(join(t.config.dataDir, 'uploads-tmp'));

/** Sends `data` in chunks, then fails as a dropped connection would, when asked for more. */
function cutAfter(data: Buffer): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= data.length) {
        this.destroy(new Error('connection lost'));
        return;
      }
      this.push(data.subarray(sent, sent + CHUNK));
      sent += CHUNK;
    },
  });
}

describe('a resumable upload', () => {
  it('resumes from Upload-Offset after the connection drops, and becomes a FileItem', async () => {
    const image = await pngImage(700, 500, { noise: true });
    const keysBefore = await storedKeys(t.app);
    const location = await startUpload(t.app, user, { folderId, filename: 'Whiteboard.PNG' }, image.length);
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]+$/);

    const half = Math.floor(image.length / 2);
    // The phone loses its connection halfway: it never sees an answer.
    await expect(patchUpload(t.app, user, location, 0, cutAfter(image.subarray(0, half)), image.length)).rejects.toThrow('connection lost');

    const head = await headUpload(t.app, user, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-length']).toBe(String(image.length));
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const finish = await patchUpload(t.app, user, location, offset, image.subarray(offset));
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.headers['upload-offset']).toBe(String(image.length));
    const item = fileItemSchema.parse(finish.json());
    expect(item).toMatchObject({ folderId, name: 'Whiteboard.PNG', sizeBytes: image.length, mimeType: 'image/png', kind: 'image' });
    expect(item.id).not.toBe(location.split('/').pop());

    const content = await as(t.app, user)({ method: 'GET', url: item.url });
    expect(content.rawPayload.equals(image)).toBe(true);
    expect((await readFiles(t.app, user, folderId)).map((file) => file.id)).toContain(item.id);
    await t.app.fileJobs.thumbnails.idle();
    expect((await readFiles(t.app, user, folderId)).find((file) => file.id === item.id)?.thumbnailUrl).not.toBeNull();

    // The tus copy is gone: only the stored file and its thumbnail remain.
    expect((await headUpload(t.app, user, location)).statusCode).toBe(404);
    expect(tusLeft()).toEqual([]);
    expect((await storedKeys(t.app)).length).toBe(keysBefore.length + 2);
  });

  it('refuses a PATCH from the wrong offset with 409 CONFLICT', async () => {
    const data = utf8Text('a'.repeat(1000));
    const location = await startUpload(t.app, user, { folderId, filename: 'notes.txt' }, data.length);
    await patchUpload(t.app, user, location, 0, data.subarray(0, 400));
    const wrong = await patchUpload(t.app, user, location, 0, data.subarray(0, 400));
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong).code).toBe('CONFLICT');
    const done = await patchUpload(t.app, user, location, 400, data.subarray(400));
    expect(done.statusCode).toBe(200);
  });

  it('can carry the whole file in the creating POST (201 with the FileItem and a Location)', async () => {
    const pdf = pdfDocument();
    const response = await as(t.app, user)({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(pdf.length),
        'upload-metadata': tusMetadata({ folderId, filename: 'paper.pdf' }),
        'content-type': 'application/offset+octet-stream',
      },
      payload: pdf,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toMatch(/^\/api\/v1\/uploads\//);
    const item = fileItemSchema.parse(response.json());
    expect(item).toMatchObject({ name: 'paper.pdf', kind: 'pdf', sizeBytes: pdf.length });
    expect((await as(t.app, user)({ method: 'GET', url: item.url })).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses disguised content when it finishes with 415, keeping nothing', async () => {
    const png = await pngImage(50, 50);
    const keysBefore = await storedKeys(t.app);
    const filesBefore = await readFiles(t.app, user, folderId);
    const location = await startUpload(t.app, user, { folderId, filename: 'paper.pdf' }, png.length);
    const finish = await patchUpload(t.app, user, location, 0, png);
    expect(finish.statusCode).toBe(415);
    expect(errorOf(finish).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await readFiles(t.app, user, folderId)).toEqual(filesBefore);
    expect(await storedKeys(t.app)).toEqual(keysBefore);
    expect(tusLeft()).toEqual([]);
    expect((await headUpload(t.app, user, location)).statusCode).toBe(404);
  });

  it('is ended by DELETE, and an unfinished one expires after 24 hours', async () => {
    const first = await startUpload(t.app, user, { folderId, filename: 'a.txt' }, 100);
    expect((await deleteUpload(t.app, user, first)).statusCode).toBe(204);
    expect((await headUpload(t.app, user, first)).statusCode).toBe(404);

    const second = await startUpload(t.app, user, { folderId, filename: 'b.txt' }, 100);
    await patchUpload(t.app, user, second, 0, utf8Text('x'.repeat(50)));
    await t.app.fileJobs.sweep();
    expect((await headUpload(t.app, user, second)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    await t.app.fileJobs.sweep();
    vi.useRealTimers();
    expect((await headUpload(t.app, user, second)).statusCode).toBe(404);
    expect(tusLeft()).toEqual([]);
  });
});

describe('refused at creation', () => {
  it.each([
    ['another user’s folder', () => ({ folderId: otherFolderId, filename: 'a.pdf' }), 1000, 404, 'NOT_FOUND'],
    ['no folderId', () => ({ filename: 'a.pdf' }), 1000, 400, 'VALIDATION_FAILED'],
    ['no filename', () => ({ folderId }), 1000, 400, 'VALIDATION_FAILED'],
    ['a type not allowed', () => ({ folderId, filename: 'setup.exe' }), 1000, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a 300-character name', () => ({ folderId, filename: `${'n'.repeat(296)}.pdf` }), 1000, 400, 'VALIDATION_FAILED'],
    ['an empty file', () => ({ folderId, filename: 'a.pdf' }), 0, 400, 'VALIDATION_FAILED'],
    ['a size over UPLOAD_MAX_BYTES', () => ({ folderId, filename: 'a.pdf' }), UPLOAD_MAX_BYTES + 1, 413, 'PAYLOAD_TOO_LARGE'],
  ])('%s', async (_label, fields, length, status, code) => {
    const response = await createUpload(t.app, user, fields(), length);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response).code).toBe(code);
    expect(tusLeft()).toEqual([]);
  });

  it('past the quota: 413 QUOTA_EXCEEDED', async () => {
    const heavy = await signUp(t.app);
    const folder = await createFolder(t.app, heavy);
    const response = await createUpload(t.app, heavy, { folderId: folder.id, filename: 'a.pdf' }, QUOTA_BYTES + 1);
    expect(response.statusCode).toBe(413);
    const withinMax = await createUpload(t.app, heavy, { folderId: folder.id, filename: 'a.pdf' }, UPLOAD_MAX_BYTES);
    expect(withinMax.statusCode).toBe(201);
    expect((await readFolders(t.app, heavy)).usage.usedBytes).toBe(0);
  });

  it('a size left for later (Upload-Defer-Length) and a request without Tus-Resumable', async () => {
    const deferred = await createUpload(t.app, user, { folderId, filename: 'a.pdf' }, undefined, { 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBe(400);
    const noTus = await as(t.app, user)({ method: 'POST', url: '/api/v1/uploads', headers: { 'upload-length': '10' } });
    expect(noTus.statusCode).toBe(412);
    expect(errorOf(noTus).code).toBe('VALIDATION_FAILED');
  });
});

describe('who may touch an upload', () => {
  it("answers 404 to HEAD, PATCH and DELETE on another user's upload, which stays the owner's", async () => {
    const data = utf8Text('private lecture notes');
    const location = await startUpload(t.app, user, { folderId, filename: 'private.txt' }, data.length);
    for (const response of [
      await headUpload(t.app, stranger, location),
      await patchUpload(t.app, stranger, location, 0, data),
      await deleteUpload(t.app, stranger, location),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await headUpload(t.app, user, location)).headers['upload-offset']).toBe('0');
    expect((await patchUpload(t.app, user, location, 0, data)).statusCode).toBe(200);
  });

  it('needs a session, and from a browser the CSRF token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' } })).statusCode).toBe(401);
    const jar = cookiesOf(await signIn(t.app, user.email, user.password));
    const headers = { 'tus-resumable': '1.0.0', 'upload-length': '5', 'upload-metadata': tusMetadata({ folderId, filename: 'a.txt' }) };
    const withoutToken = await asBrowser(t.app, jar, { csrf: false })({ method: 'POST', url: '/api/v1/uploads', headers });
    expect(withoutToken.statusCode).toBe(403);
    expect(errorOf(withoutToken).code).toBe('CSRF_FAILED');
    expect((await asBrowser(t.app, jar)({ method: 'POST', url: '/api/v1/uploads', headers })).statusCode).toBe(201);
  });
});

describe('over a real connection', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(t.app);
  });
  const tus = (who: TestUser, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${who.token}`, 'tus-resumable': '1.0.0', ...headers }, body: body && new Uint8Array(body) });
  const patch = (who: TestUser, path: string, offset: number, body: Buffer) =>
    tus(who, 'PATCH', path, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, body);

  it('answers an upload named in the query string as the one in the path: the stranger’s own, never the owner’s', async () => {
    const data = utf8Text('private lecture notes');
    const mine = await startUpload(t.app, user, { folderId, filename: 'private.txt' }, data.length);
    const theirs = await startUpload(t.app, stranger, { folderId: otherFolderId, filename: 'theirs.txt' }, 100);
    const smuggled = `${theirs}?x=/${mine.split('/').pop()}`;

    const head = await tus(stranger, 'HEAD', smuggled);
    expect(head.headers.get('upload-length')).toBe('100');
    expect(head.headers.get('upload-metadata') ?? '').not.toContain(Buffer.from(folderId).toString('base64'));
    expect((await patch(stranger, smuggled, 0, utf8Text('HACKED'))).headers.get('upload-offset')).toBe('6');
    expect((await tus(stranger, 'DELETE', smuggled)).status).toBe(204);

    expect((await headUpload(t.app, user, mine)).headers['upload-offset']).toBe('0');
    expect((await patchUpload(t.app, user, mine, 0, data)).statusCode).toBe(200);
    expect((await readFiles(t.app, user, folderId)).map((file) => file.name)).toContain('private.txt');
  });

  it('tells a refusal from a cut connection: wrong offset 409, disguised content 415, a missing folder 404', async () => {
    const data = utf8Text('a'.repeat(1000));
    const location = await startUpload(t.app, user, { folderId, filename: 'notes.txt' }, data.length);
    expect((await patch(user, location, 0, data.subarray(0, 400))).status).toBe(204);
    const wrongOffset = await patch(user, location, 0, data.subarray(0, 400));
    expect(wrongOffset.status).toBe(409);
    expect((await wrongOffset.json()).code).toBe('CONFLICT');

    const png = await pngImage(20, 20);
    const disguised = await startUpload(t.app, user, { folderId, filename: 'paper.pdf' }, png.length);
    const finish = await patch(user, disguised, 0, png);
    expect(finish.status).toBe(415);
    expect((await finish.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const intoNowhere = await tus(
      user,
      'POST',
      '/api/v1/uploads',
      { 'upload-length': '5', 'upload-metadata': tusMetadata({ folderId: otherFolderId, filename: 'a.txt' }), 'content-type': 'application/offset+octet-stream' },
      utf8Text('hello'),
    );
    expect(intoNowhere.status).toBe(404);
    expect((await intoNowhere.json()).code).toBe('NOT_FOUND');
  });
});
