/* Folders: made, renamed, listed with their totals and deleted with their files' bytes, by their owner only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_NAME_MAX, fileListSchema, folderSchema } from '../../src/contract/files.ts';
import { errorOf } from './support/accounts.ts';
import { pdfDocument, pngImage, utf8Text } from './support/file-samples.ts';
import { createFolder, filePart, readFiles, readFolders, storedKeys, uploadFile, uploadFiles } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Akosua Files' });
  stranger = await signUp(t.app, { name: 'Kwame Stranger' });
});
afterAll(async () => t.close());

describe('folders', () => {
  it('creates a folder (name trimmed) with no files, and lists mine newest first with the usage', async () => {
    const user = await signUp(t.app);
    const first = await createFolder(t.app, user, '  Constitutional Law  ');
    expect(first).toMatchObject({ name: 'Constitutional Law', filesCount: 0, totalBytes: 0 });
    expect(first.updatedAt).toBe(first.createdAt);
    const second = await createFolder(t.app, user, 'Torts');
    const list = await readFolders(t.app, user);
    expect(list.items.map((folder) => folder.name)).toEqual(['Torts', 'Constitutional Law']);
    expect(list.items[0]).toEqual(second);
    expect(list.usage).toEqual({ usedBytes: 0, quotaBytes: t.config.uploadQuotaBytes });
    expect((await readFolders(t.app, stranger)).items.map((folder) => folder.id)).not.toContain(first.id);
  });

  it('counts each folder’s files and bytes, and the usage across folders', async () => {
    const user = await signUp(t.app);
    const papers = await createFolder(t.app, user, 'Papers');
    const scans = await createFolder(t.app, user, 'Scans');
    const pdf = pdfDocument();
    const png = await pngImage(20, 20);
    await uploadFiles(t.app, user, papers.id, [filePart('a.pdf', pdf), filePart('b.pdf', pdf)]);
    await uploadFile(t.app, user, scans.id, 'c.png', png);
    const list = await readFolders(t.app, user);
    expect(list.items.map(({ name, filesCount, totalBytes }) => ({ name, filesCount, totalBytes }))).toEqual([
      { name: 'Scans', filesCount: 1, totalBytes: png.length },
      { name: 'Papers', filesCount: 2, totalBytes: 2 * pdf.length },
    ]);
    expect(list.usage.usedBytes).toBe(2 * pdf.length + png.length);
  });

  it('renames a folder and answers the whole folder', async () => {
    const folder = await createFolder(t.app, owner, 'Draft');
    await uploadFile(t.app, owner, folder.id, 'notes.txt', utf8Text());
    const response = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/folders/update/${folder.id}`, payload: { name: ' Final ' } });
    expect(response.statusCode).toBe(200);
    const updated = folderSchema.parse(response.json());
    expect(updated).toMatchObject({ id: folder.id, name: 'Final', filesCount: 1, totalBytes: utf8Text().length, createdAt: folder.createdAt });
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name over the limit', { name: 'x'.repeat(FOLDER_NAME_MAX + 1) }],
    ['no name', {}],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, payload) => {
    const created = await as(t.app, owner)({ method: 'POST', url: '/api/v1/folders/create', payload });
    expect(created.statusCode).toBe(400);
    expect(errorOf(created).code).toBe('VALIDATION_FAILED');
    const folder = await createFolder(t.app, owner);
    const updated = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/folders/update/${folder.id}`, payload });
    expect(updated.statusCode).toBe(400);
  });

  it('deletes a folder with its files, their bytes and thumbnails, and gives the bytes back', async () => {
    const user = await signUp(t.app);
    const keep = await createFolder(t.app, user, 'Keep');
    const kept = await uploadFile(t.app, user, keep.id, 'kept.pdf', pdfDocument());
    const doomed = await createFolder(t.app, user, 'Doomed');
    const keysBefore = await storedKeys(t.app);
    await uploadFiles(t.app, user, doomed.id, [filePart('a.png', await pngImage(400, 300)), filePart('b.txt', utf8Text())]);
    await t.app.fileJobs.thumbnails.idle();
    expect((await storedKeys(t.app)).length).toBe(keysBefore.length + 3); // two files and a thumbnail

    const response = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/folders/delete/${doomed.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: doomed.id });
    expect(await storedKeys(t.app)).toEqual(keysBefore);
    const list = await readFolders(t.app, user);
    expect(list.items.map((folder) => folder.id)).toEqual([keep.id]);
    expect(list.usage.usedBytes).toBe(kept.sizeBytes);
    const files = await as(t.app, user)({ method: 'GET', url: `/api/v1/folders/files/${doomed.id}` });
    expect(files.statusCode).toBe(404);
  });
});

describe("another user's folder or file is a 404 on every route", () => {
  let folderId: string;
  let fileId: string;
  beforeAll(async () => {
    folderId = (await createFolder(t.app, owner, 'Private')).id;
    fileId = (await uploadFile(t.app, owner, folderId, 'secret.pdf', pdfDocument())).id;
  });

  it.each([
    ['PATCH', () => `/api/v1/folders/update/${folderId}`, { name: 'Mine now' }],
    ['GET', () => `/api/v1/folders/files/${folderId}`, undefined],
    ['DELETE', () => `/api/v1/folders/delete/${folderId}`, undefined],
    ['DELETE', () => `/api/v1/folders/file/delete/${fileId}`, undefined],
    ['GET', () => `/api/v1/files/${fileId}/content`, undefined],
    ['GET', () => `/api/v1/files/${fileId}/thumbnail`, undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const response = await as(t.app, stranger)({ method, url: url(), payload });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
    // And it is all still there for its owner.
    const files = await as(t.app, owner)({ method: 'GET', url: `/api/v1/folders/files/${folderId}` });
    expect(fileListSchema.parse(files.json()).items.map((file) => file.id)).toEqual([fileId]);
    expect((await readFolders(t.app, owner)).items.find((folder) => folder.id === folderId)?.name).toBe('Private');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/folders' });
    expect(response.statusCode).toBe(401);
  });
});

describe('deleting files', () => {
  it('removes the file, its bytes and its thumbnail; a second delete is 404', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const keysBefore = await storedKeys(t.app);
    const image = await uploadFile(t.app, user, folder.id, 'board.png', await pngImage(500, 200));
    await t.app.fileJobs.thumbnails.idle();
    expect((await storedKeys(t.app)).length).toBe(keysBefore.length + 2);

    const response = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/folders/file/delete/${image.id}` });
    expect(response.json()).toEqual({ id: image.id });
    expect(await storedKeys(t.app)).toEqual(keysBefore);
    expect(await readFiles(t.app, user, folder.id)).toEqual([]);
    const again = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/folders/file/delete/${image.id}` });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('File not found.');
  });

  it('a deleted account takes its folders and files with it; the sweep then removes the bytes', async () => {
    const user = await signUp(t.app);
    const folder = await createFolder(t.app, user);
    const keysBefore = await storedKeys(t.app);
    await uploadFile(t.app, user, folder.id, 'notes.txt', utf8Text());
    const response = await as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(await storedKeys(t.app)).toHaveLength(keysBefore.length + 1);
    await t.app.fileJobs.sweep(Date.now() + 2 * 60 * 60 * 1000);
    expect(await storedKeys(t.app)).toEqual(keysBefore);
  });
});
