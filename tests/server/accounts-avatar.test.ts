import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../src/contract/users.ts';
import { errorOf } from './support/accounts.ts';
import { multipart, pngImage, type Part } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const UPLOAD_MAX_BYTES = 64 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX_BYTES });
});
afterAll(async () => t.close());

const upload = (user: TestUser, parts: Part[]) => as(t.app, user)({ method: 'POST', url: '/api/v1/auth/avatar', ...multipart(parts) });
const currentMe = async (user: TestUser) => meSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/auth/user' })).json());

describe('POST /auth/avatar', () => {
  it('turns an uploaded PNG into a 256×256 WebP avatar served at Me.avatarUrl', async () => {
    const user = await signUp(t.app);
    const response = await upload(user, [{ field: 'file', filename: 'me.png', contentType: 'image/png', data: await pngImage(400, 300) }]);
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.avatarUrl).toMatch(/^\/api\/v1\/avatars\/avatar-[0-9a-f-]+\.webp$/);
    expect((await currentMe(user)).avatarUrl).toBe(me.avatarUrl);

    const image = await t.app.inject({ method: 'GET', url: me.avatarUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 256, height: 256 });

    const viewer = await signUp(t.app);
    const profile = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/user-profile/${user.user.id}` });
    expect(profile.json().avatarUrl).toBe(me.avatarUrl);
  });

  it('replaces the old avatar, whose address then answers 404', async () => {
    const user = await signUp(t.app);
    const first = meSchema.parse((await upload(user, [{ field: 'file', filename: 'a.png', data: await pngImage(64, 64) }])).json());
    const second = meSchema.parse((await upload(user, [{ field: 'file', filename: 'b.png', data: await pngImage(80, 80) }])).json());
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await t.app.inject({ method: 'GET', url: first.avatarUrl ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.avatarUrl ?? '' })).statusCode).toBe(200);
  });

  it('refuses a text file named .png with 415 and keeps the avatar as it was', async () => {
    const user = await signUp(t.app);
    const response = await upload(user, [{ field: 'file', filename: 'notes.png', contentType: 'image/png', data: 'just some text, honestly' }]);
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported Media Type' });
    expect((await currentMe(user)).avatarUrl).toBeNull();
  });

  it('refuses a PNG signature followed by garbage with 415', async () => {
    const user = await signUp(t.app);
    const png = await pngImage(32, 32);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const response = await upload(user, [{ field: 'file', filename: 'broken.png', data: broken }]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const user = await signUp(t.app);
    for (const call of [
      { payload: { file: 'data:image/png;base64,AAAA' } },
      { payload: await pngImage(16, 16), headers: { 'content-type': 'image/png' } },
      { payload: 'file=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/auth/avatar', ...call });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const user = await signUp(t.app);
    const big = await pngImage(200, 200, { noise: true });
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const response = await upload(user, [{ field: 'file', filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'Payload Too Large' });
    expect((await currentMe(user)).avatarUrl).toBeNull();
  });

  it('refuses a form without a file in the "file" field with 400', async () => {
    const user = await signUp(t.app);
    for (const parts of [[{ field: 'picture', filename: 'me.png', data: await pngImage(16, 16) }], [{ field: 'note', data: 'hello' }], []]) {
      const response = await upload(user, parts);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a malformed multipart body with 400, keeping the avatar as it was', async () => {
    const user = await signUp(t.app);
    const head = `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const fields = Array.from({ length: 21 }, (_, index) => `--XyZ\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('');
    const png = (await pngImage(16, 16)).toString('latin1');
    const cases: [string, string, string][] = [
      ['multipart/form-data', `--XyZ\r\n\r\n--XyZ--\r\n`, 'The multipart body is malformed.'],
      ['multipart/form-data; boundary=XyZ', `${head}${png}`, 'The upload ended before the whole file arrived.'],
      ['multipart/form-data; boundary=XyZ', `${fields}${head}${png}\r\n--XyZ--\r\n`, 'Send files in the "file" field.'],
    ];
    for (const [contentType, payload, message] of cases) {
      const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/auth/avatar', headers: { 'content-type': contentType }, payload: Buffer.from(payload, 'latin1') });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await currentMe(user)).avatarUrl).toBeNull();
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/avatar', ...multipart([{ field: 'file', filename: 'a.png', data: await pngImage(8, 8) }]) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /avatars/{key}', () => {
  it('answers 404 for an unknown or malformed key', async () => {
    for (const key of ['avatar-0190a1b2-0000-7000-8000-000000000000.webp', '..%2Fcampus.db', 'session-secret']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/avatars/${key}` });
      expect([400, 404], key).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
