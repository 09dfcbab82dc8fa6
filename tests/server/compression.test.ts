/*
 * What travels over a slow phone connection: JSON answers compressed when the client
 * accepts it, the built app's files sent precompressed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postListSchema } from '../../src/contract/posts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const script = `console.log(${JSON.stringify('Campus '.repeat(400))});\n`;
let clientDir: string;
let t: TestApp;
let student: TestUser;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'campus-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Campus</title>');
  writeFileSync(join(clientDir, 'assets', 'app.js'), script);
  writeFileSync(join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'app.js.gz'), gzipSync(script));
  t = await startTestApp({ clientDir });
  student = await signUp(t.app);
  for (let n = 0; n < 10; n += 1) {
    await as(t.app, student)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: `Criminal law revision, part ${n} #CrimLaw` } });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses a feed page for a client that accepts brotli or gzip, and not for one that does not', async () => {
    const plain = await as(t.app, student)({ method: 'GET', url: '/api/v1/posts' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await as(t.app, student)({ method: 'GET', url: '/api/v1/posts', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(postListSchema.parse(JSON.parse(brotliDecompressSync(br.rawPayload).toString()))).toEqual(plain.json());

    const gz = await as(t.app, student)({ method: 'GET', url: '/api/v1/posts', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends the built files precompressed, and as they are to a client that takes neither', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const raw = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
    expect(raw.headers['cache-control']).toContain('immutable');
  });

  it('still serves the app shell for client-side routes', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
    expect(html).toContain('<title>Campus</title>');
  });
});
