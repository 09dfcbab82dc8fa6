/*
 * An image's cost is its pixels, not its bytes: a tiny PNG can claim 16000×16000. Such an
 * avatar is refused in the contract's shape before it is decoded, and such a folder image is
 * kept with no thumbnail. One of just over the limit and one of just under tell where it lies.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meSchema } from '../../src/contract/users.ts';
import { IMAGE_MAX_PIXELS } from '../../src/server/modules/files/image-input.ts';
import { errorOf } from './support/accounts.ts';
import { createFolder, readFiles, uploadFile } from './support/files.ts';
import { multipart } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t.app);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => t.close());

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of that size, one bit a pixel: all black compresses to almost nothing. */
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const huge = blankPng(16000, 16000);
const avatar = (data: Buffer) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/auth/avatar', ...multipart([{ field: 'file', filename: 'me.png', contentType: 'image/png', data }]) });

describe('an image of too many pixels', () => {
  it('is a small file that sharp reads as 16000×16000', async () => {
    expect(huge.length).toBeLessThan(100 * 1024);
    const { width, height, format } = await sharp(huge).metadata();
    expect({ width, height, format }).toEqual({ width: 16000, height: 16000, format: 'png' });
  });

  it('as an avatar: 413 PAYLOAD_TOO_LARGE saying the limit, before any decoding, and the avatar stays as it was', async () => {
    const decode = vi.spyOn(sharp.prototype, 'toBuffer');
    const response = await avatar(huge);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Payload Too Large',
      message: 'This image is too large: at most 50 megapixels. Please try a smaller one.',
    });
    expect(decode).not.toHaveBeenCalled();
    const me = meSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/auth/user' })).json());
    expect(me.avatarUrl).toBeNull();
  });

  it('as an avatar, the limit lies at IMAGE_MAX_PIXELS', async () => {
    expect(IMAGE_MAX_PIXELS).toBe(50_000_000);
    expect((await avatar(blankPng(10_000, 5_001))).statusCode).toBe(413);
    expect((await avatar(blankPng(10_000, 5_000))).statusCode).toBe(200);
  });

  it('in a folder: kept, with no thumbnail', async () => {
    const folderId = (await createFolder(t.app, user)).id;
    const item = await uploadFile(t.app, user, folderId, 'poster.png', huge);
    expect(item.sizeBytes).toBe(huge.length);
    await t.app.fileJobs.thumbnails.idle();
    const listed = (await readFiles(t.app, user, folderId)).find((file) => file.id === item.id);
    expect(listed?.thumbnailUrl).toBeNull();
    expect((await as(t.app, user)({ method: 'GET', url: item.url })).rawPayload.equals(huge)).toBe(true);
  });
});
