/* GET /files/{id}/content and /thumbnail: the bytes exactly, safely labelled, in ranges, revalidated by ETag. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileListSchema, type FileItem } from '../../src/contract/files.ts';
import { errorOf } from './support/accounts.ts';
import { officeDocument, pdfDocument, pngImage, utf8Text } from './support/file-samples.ts';
import { createFolder, readFiles, uploadFile } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let user: TestUser;
let folderId: string;

beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t.app);
  folderId = (await createFolder(t.app, user)).id;
});
afterAll(async () => t.close());

const fetchAs = (item: FileItem, headers: Record<string, string> = {}, url = item.url) => as(t.app, user)({ method: 'GET', url, headers });

describe('content', () => {
  it('answers the exact bytes with the safe headers; a PDF opens inline', async () => {
    const pdf = pdfDocument();
    const item = await uploadFile(t.app, user, folderId, 'Land Law 2024.pdf', pdf);
    const response = await fetchAs(item, { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `inline; filename="Land Law 2024.pdf"; filename*=UTF-8''Land%20Law%202024.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'accept-ranges': 'bytes',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('sends documents and text as attachments, with the UTF-8 name beside an ASCII stand-in', async () => {
    const docx = await uploadFile(t.app, user, folderId, 'Ɔdɔ essay (final).docx', officeDocument('docx'));
    const docxResponse = await fetchAs(docx);
    expect(docxResponse.headers['content-disposition']).toBe(
      `attachment; filename="_d_ essay (final).docx"; filename*=UTF-8''%C6%86d%C9%94%20essay%20%28final%29.docx`,
    );
    expect(docxResponse.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const text = utf8Text();
    const note = await uploadFile(t.app, user, folderId, 'notes.txt', text);
    const noteResponse = await fetchAs(note, { 'accept-encoding': 'gzip' });
    expect(noteResponse.headers['content-disposition']).toMatch(/^attachment; /);
    expect(noteResponse.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(noteResponse.rawPayload.equals(text)).toBe(true);
  });

  it('shows an image inline', async () => {
    const item = await uploadFile(t.app, user, folderId, 'map.png', await pngImage(10, 10));
    const response = await fetchAs(item);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('Range and ETag', () => {
  let item: FileItem;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => `line ${index}\n`).join('').slice(0, 5000));
    item = await uploadFile(t.app, user, folderId, 'long.txt', bytes);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=4990-', 4990, 4999],
    ['bytes=-10', 4990, 4999],
    ['bytes=100-999999', 100, 4999],
  ])('%s answers 206 with exactly those bytes', async (range, start, end) => {
    const response = await fetchAs(item, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/5000`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end, with the size', async () => {
    const response = await fetchAs(item, { range: 'bytes=5000-5100' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */5000');
    expect(errorOf(response)).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', error: 'Range Not Satisfiable' });
  });

  it('answers the whole file for several ranges or one it cannot read', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=9-3', 'lines=1-2']) {
      const response = await fetchAs(item, { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 304 to If-None-Match with the ETag, and the bytes to a stale one', async () => {
    const etag = (await fetchAs(item)).headers.etag as string;
    const fresh = await fetchAs(item, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);
    expect((await fetchAs(item, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    const stale = await fetchAs(item, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(bytes)).toBe(true);
  });

  it('honours If-Range: the range when the ETag still matches, the whole file otherwise', async () => {
    const etag = (await fetchAs(item)).headers.etag as string;
    expect((await fetchAs(item, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    const changed = await fetchAs(item, { range: 'bytes=0-9', 'if-range': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(5000);
  });
});

describe('thumbnails', () => {
  it('makes a WebP at most 320 px wide after the upload; null before and for other kinds', async () => {
    const item = await uploadFile(t.app, user, folderId, 'whiteboard.png', await pngImage(1200, 600, { noise: true }));
    expect(item.thumbnailUrl).toBeNull();
    await t.app.fileJobs.thumbnails.idle();
    const listed = (await readFiles(t.app, user, folderId)).find((file) => file.id === item.id);
    expect(listed?.thumbnailUrl).toBe(`/api/v1/files/${item.id}/thumbnail`);

    const response = await fetchAs(item, {}, listed?.thumbnailUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    const metadata = await sharp(response.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 320, height: 160 });
    expect((await fetchAs(item, { 'if-none-match': response.headers.etag as string }, listed?.thumbnailUrl ?? '')).statusCode).toBe(304);
  });

  it('does not enlarge a small image', async () => {
    const item = await uploadFile(t.app, user, folderId, 'icon.png', await pngImage(64, 48));
    await t.app.fileJobs.thumbnails.idle();
    const response = await fetchAs(item, {}, `/api/v1/files/${item.id}/thumbnail`);
    const metadata = await sharp(response.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 64, height: 48 });
  });

  it('has none for a PDF: thumbnailUrl null and the address 404', async () => {
    const item = await uploadFile(t.app, user, folderId, 'paper.pdf', pdfDocument());
    await t.app.fileJobs.thumbnails.idle();
    const listed = fileListSchema.parse((await as(t.app, user)({ method: 'GET', url: `/api/v1/folders/files/${folderId}` })).json());
    expect(listed.items.find((file) => file.id === item.id)?.thumbnailUrl).toBeNull();
    const response = await fetchAs(item, {}, `/api/v1/files/${item.id}/thumbnail`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Thumbnail not found.');
  });
});
