/*
 * The router takes many spellings of a path to the same API route (doubled slashes, a
 * trailing slash, percent-encoded letters): every one that reaches a route needs a session.
 * Over a real connection, because inject would read `//api/...` as a host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let baseUrl: string;
let student: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  student = await signUp(t.app);
});
afterAll(async () => t.close());

/** The status and body, read whole so the connection is free again (and closing need not wait for it). */
async function get(path: string, token?: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.text() };
}

const variants = [
  '/api/v1/books',
  '//api/v1/books',
  '/api/v1/books/',
  '/api//v1/books',
  '/api/v1//books',
  '///api/v1/books',
  '//api/v1/questions-bank',
  '//api/v1/case-flashes',
  '//api/v1/courses-catalogue',
  '//api/v1/courses',
  '/api/v1/%62ooks',
  '/%61pi/v1/books',
];

describe('every spelling of an API path needs a session', () => {
  it.each(variants)('GET %s answers 401 UNAUTHENTICATED without one and 200 with one', async (path) => {
    const anonymous = await get(path);
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(JSON.parse(anonymous.body)).code).toBe('UNAUTHENTICATED');
    const signedIn = await get(path, student.token);
    expect(signedIn.status).toBe(200);
  });

  it('public routes stay public in every spelling', async () => {
    for (const path of ['/api/v1/health', '//api/v1/health', '/api/v1/openapi.json', '//api/v1/openapi.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
  });
});
