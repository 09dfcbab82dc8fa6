/* POST /folders/upload/{folderId}: what may go in, what is refused, and that a refusal leaves nothing behind. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKindOf } from '../../src/contract/files.ts';
import { errorOf } from './support/accounts.ts';
import {
  compoundFile,
  gifImage,
  jpegImage,
  officeDocument,
  pdfDocument,
  pngImage,
  utf8Text,
  webpImage,
  windowsProgram,
} from './support/file-samples.ts';
import { createFolder, filePart, postUpload, readFiles, readFolders, storedKeys, uploadFiles } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const UPLOAD_MAX_BYTES = 256 * 1024;
const QUOTA_BYTES = 300 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX_BYTES, uploadQuotaBytes: QUOTA_BYTES });
});
afterAll(async () => t.close());

const stagingLeft = () => readdirSync(join(t.config.dataDir, 'uploads-staging'), { withFileTypes: true }).map((entry) => entry.name);

/** Fails unless the user's folder, usage and the stored bytes are as they were before `act`. */
async function expectNothingKept(user: TestUser, folderId: string, act: () => Promise<void>) {
  const keysBefore = await storedKeys(t.app);
  const usageBefore = (await readFolders(t.app, user)).usage;
  const filesBefore = await readFiles(t.app, user, folderId);
  await act();
  expect(await readFiles(t.app, user, folderId)).toEqual(filesBefore);
  expect((await readFolders(t.app, user)).usage).toEqual(usageBefore);
  expect(await storedKeys(t.app)).toEqual(keysBefore);
  expect(stagingLeft()).toEqual([]);
}

describe('allowed types', () => {
  it('takes every allowed type whose content matches, with its kind, type and size, extension case ignored', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const samples: [string, Buffer, string][] = [
      ['Past paper 2023.PDF', pdfDocument(), 'application/pdf'],
      ['scan.jpg', await jpegImage(40, 30), 'image/jpeg'],
      ['scan two.JPEG', await jpegImage(20, 20), 'image/jpeg'],
      ['diagram.png', await pngImage(30, 30), 'image/png'],
      ['moving.gif', await gifImage(16, 16), 'image/gif'],
      ['photo.webp', await webpImage(16, 16), 'image/webp'],
      ['Essay.docx', officeDocument('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['old essay.doc', compoundFile(), 'application/msword'],
      ['Slides.pptx', officeDocument('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['old slides.ppt', compoundFile(), 'application/vnd.ms-powerpoint'],
      ['Marks.xlsx', officeDocument('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old marks.xls', compoundFile(), 'application/vnd.ms-excel'],
      ['notes.txt', utf8Text(), 'text/plain; charset=utf-8'],
      ['README.md', utf8Text('# Torts\n\n- *Donoghue v Stevenson*\n'), 'text/markdown; charset=utf-8'],
    ];
    // Ten a request at most.
    const items = [
      ...(await uploadFiles(t.app, user, folder.id, samples.slice(0, 7).map(([name, data]) => filePart(name, data)))),
      ...(await uploadFiles(t.app, user, folder.id, samples.slice(7).map(([name, data]) => filePart(name, data)))),
    ];
    expect(items.map((item) => ({ name: item.name, mimeType: item.mimeType, sizeBytes: item.sizeBytes, kind: item.kind }))).toEqual(
      samples.map(([name, data, mimeType]) => ({ name, mimeType, sizeBytes: data.length, kind: fileKindOf(name) })),
    );
    expect(items.map((item) => item.kind)).toEqual(['pdf', 'image', 'image', 'image', 'image', 'image', 'doc', 'doc', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    for (const item of items) {
      expect(item.folderId).toBe(folder.id);
      expect(item.url).toBe(`/api/v1/files/${item.id}/content`);
    }
    const listed = await readFiles(t.app, user, folder.id);
    expect(listed.map((item) => item.id)).toEqual(items.map((item) => item.id).reverse());
    const [summary] = (await readFolders(t.app, user)).items;
    const total = samples.reduce((sum, [, data]) => sum + data.length, 0);
    expect(summary).toMatchObject({ id: folder.id, filesCount: samples.length, totalBytes: total });
    expect((await readFolders(t.app, user)).usage).toEqual({ usedBytes: total, quotaBytes: QUOTA_BYTES });
  });

  it('keeps the shown name clean: no path, no control characters, and stores it under a key of its own', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const [item] = await uploadFiles(t.app, user, folder.id, [filePart('Ama\u0007\tnotes<1>|2.txt', utf8Text())]);
    expect(item?.name).toBe('Ama notes 1 2.txt');
    expect((await storedKeys(t.app)).every((key) => /^(file|thumb)-[0-9a-f-]+(\.webp)?$/.test(key))).toBe(true);
  });
});

describe('refused uploads leave nothing behind', () => {
  let user: TestUser;
  let folderId: string;
  beforeAll(async () => {
    user = await signUp(t.app);
    folderId = (await createFolder(t.app, user)).id;
  });

  it.each([
    ['a PNG named .pdf', 'paper.pdf', () => pngImage(10, 10)],
    ['a program named .docx', 'essay.docx', async () => windowsProgram()],
    ['a PDF named .png', 'photo.png', async () => pdfDocument()],
    ['a PNG named .txt', 'notes.txt', () => pngImage(10, 10)],
    ['text that is not UTF-8', 'notes.txt', async () => Buffer.from([0x41, 0xc3, 0x28, 0x42])],
    ['text with a NUL', 'notes.md', async () => Buffer.from('line one\u0000line two')],
    ['a type not allowed (.exe)', 'setup.exe', async () => windowsProgram()],
    ['a name without an extension', 'README', async () => utf8Text()],
  ])('%s is 415 UNSUPPORTED_MEDIA_TYPE', async (_label, name, data) => {
    const bytes = await data();
    await expectNothingKept(user, folderId, async () => {
      const response = await postUpload(t.app, user, folderId, [filePart(name, bytes)]);
      expect(response.statusCode, response.body).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  it('takes none of a request whose last file is disguised', async () => {
    await expectNothingKept(user, folderId, async () => {
      const response = await postUpload(t.app, user, folderId, [
        filePart('good.pdf', pdfDocument()),
        filePart('good.png', await pngImage(10, 10)),
        filePart('bad.pdf', await pngImage(10, 10)),
      ]);
      expect(response.statusCode).toBe(415);
    });
  });

  it('refuses 11 files in one request with 400 VALIDATION_FAILED', async () => {
    await expectNothingKept(user, folderId, async () => {
      const parts = Array.from({ length: 11 }, (_, index) => filePart(`note ${index}.txt`, utf8Text()));
      const response = await postUpload(t.app, user, folderId, parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Upload at most 10 files at a time.' });
    });
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 PAYLOAD_TOO_LARGE', async () => {
    await expectNothingKept(user, folderId, async () => {
      const response = await postUpload(t.app, user, folderId, [filePart('big.txt', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 'a'))]);
      expect(response.statusCode, response.body).toBe(413);
      expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  it('refuses an empty file, a 300-character name and no file at all with 400', async () => {
    await expectNothingKept(user, folderId, async () => {
      const empty = await postUpload(t.app, user, folderId, [filePart('empty.pdf', Buffer.alloc(0))]);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The file "empty.pdf" is empty.' });

      const longName = `${'a'.repeat(296)}.txt`;
      const long = await postUpload(t.app, user, folderId, [filePart(longName, utf8Text())]);
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).details).toEqual([{ path: 'body.file', message: 'A file name may be at most 255 characters long.' }]);

      const none = await postUpload(t.app, user, folderId, [{ field: 'title', data: 'no file here' }]);
      expect(none.statusCode).toBe(400);
      expect(errorOf(none).code).toBe('VALIDATION_FAILED');
    });
  });

  it('refuses an upload that is not multipart with 415', async () => {
    await expectNothingKept(user, folderId, async () => {
      const json = await as(t.app, user)({ method: 'POST', url: `/api/v1/folders/upload/${folderId}`, payload: { file: 'notes.txt' } });
      expect(json.statusCode).toBe(415);
      expect(errorOf(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const raw = await as(t.app, user)({
        method: 'POST',
        url: `/api/v1/folders/upload/${folderId}`,
        headers: { 'content-type': 'application/pdf' },
        payload: pdfDocument(),
      });
      expect(raw.statusCode).toBe(415);
    });
  });

  it("answers 404 for another user's folder and a folder that does not exist", async () => {
    const stranger = await signUp(t.app);
    await expectNothingKept(user, folderId, async () => {
      const theirs = await postUpload(t.app, stranger, folderId, [filePart('notes.txt', utf8Text())]);
      expect(theirs.statusCode).toBe(404);
      expect(errorOf(theirs)).toMatchObject({ code: 'NOT_FOUND', message: 'Folder not found.' });
      const missing = await postUpload(t.app, user, '0190c6b4-0000-7000-8000-000000000000', [filePart('notes.txt', utf8Text())]);
      expect(missing.statusCode).toBe(404);
    });
    expect((await readFolders(t.app, stranger)).usage.usedBytes).toBe(0);
  });
});

describe('a malformed multipart body', () => {
  let user: TestUser;
  let folderId: string;
  beforeAll(async () => {
    user = await signUp(t.app);
    folderId = (await createFolder(t.app, user)).id;
  });
  const boundary = 'XyZ';
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const fields = (count: number) => Array.from({ length: count }, (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('');
  const post = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
    as(t.app, user)({ method: 'POST', url: `/api/v1/folders/upload/${folderId}`, headers: { 'content-type': contentType }, payload });

  it.each([
    ['without a boundary', () => post(`--${boundary}\r\n\r\n--${boundary}--\r\n`, 'multipart/form-data'), 'The multipart body is malformed.'],
    ['cut off inside a file', () => post(`${fileHead}hello\r\n`), 'The upload ended before the whole file arrived.'],
    ['cut off inside a large file', () => post(`${fileHead}${'a'.repeat(200 * 1024)}`), 'The upload ended before the whole file arrived.'],
    ['with 21 fields before the file', () => post(`${fields(21)}${fileHead}hello\r\n--${boundary}--\r\n`), 'Send files in the "file" field.'],
    ['with 21 fields after the file', () => post(`${fileHead}hello\r\n${fields(21)}--${boundary}--\r\n`), 'Send files in the "file" field.'],
  ])('%s is 400, keeping nothing', async (_label, send, message) => {
    await expectNothingKept(user, folderId, async () => {
      const response = await send();
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });
  });
});

describe('quota', () => {
  it('lets only one of two parallel uploads past the quota', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const size = 200 * 1024; // two would take 400 KiB of the 300 KiB quota
    const [first, second] = await Promise.all([
      postUpload(t.app, user, folder.id, [filePart('first.txt', Buffer.alloc(size, 'a'))]),
      postUpload(t.app, user, folder.id, [filePart('second.txt', Buffer.alloc(size, 'b'))]),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 413]);
    const refused = [first, second].find((response) => response?.statusCode === 413);
    expect(refused && errorOf(refused).code).toBe('QUOTA_EXCEEDED');
    expect(await readFiles(t.app, user, folder.id)).toHaveLength(1);
    expect((await readFolders(t.app, user)).usage.usedBytes).toBe(size);
    expect(stagingLeft()).toEqual([]);
  });

  it('gives the bytes back when a file is deleted, so the next upload fits', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const [big] = await uploadFiles(t.app, user, folder.id, [filePart('big.txt', Buffer.alloc(250 * 1024, 'a'))]);
    const over = await postUpload(t.app, user, folder.id, [filePart('more.txt', Buffer.alloc(100 * 1024, 'b'))]);
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).code).toBe('QUOTA_EXCEEDED');
    const deleted = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/folders/file/delete/${big?.id}` });
    expect(deleted.json()).toEqual({ id: big?.id });
    expect((await readFolders(t.app, user)).usage.usedBytes).toBe(0);
    await uploadFiles(t.app, user, folder.id, [filePart('more.txt', Buffer.alloc(100 * 1024, 'b'))]);
  });
});
