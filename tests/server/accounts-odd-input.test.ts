/*
 * Odd input never causes a 500: every /auth write, fed arrays, nulls, huge strings, wrong
 * types, NUL characters and foreign content types, answers a 4xx in the contract's shape.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { uniqueIp } from './support/accounts.ts';
import { multipart } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => t.close());

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const HUGE_PASSWORD = 'a valid email beside a 900 000-character password';
/**
 * `readsBody: false` routes ignore any body they can parse, so there it may succeed; `mayAccept`
 * names the bodies that are valid for a route (an empty patch changes nothing).
 */
type Route = { name: string; method: Method; path: () => string; readsBody: boolean; freshUser?: boolean; mayAccept?: string[] };
const routes: Route[] = [
  { name: 'POST /auth/signup', method: 'POST', path: () => '/api/v1/auth/signup', readsBody: true },
  { name: 'POST /auth/signIn', method: 'POST', path: () => '/api/v1/auth/signIn', readsBody: true },
  { name: 'POST /auth/request-rest-link', method: 'POST', path: () => '/api/v1/auth/request-rest-link', readsBody: true, mayAccept: [HUGE_PASSWORD] },
  { name: 'POST /auth/update-password', method: 'POST', path: () => '/api/v1/auth/update-password', readsBody: true },
  { name: 'PATCH /auth/update-preferences', method: 'PATCH', path: () => '/api/v1/auth/update-preferences', readsBody: true, mayAccept: ['an empty object', HUGE_PASSWORD] },
  { name: 'PATCH /auth/update-profile', method: 'PATCH', path: () => '/api/v1/auth/update-profile', readsBody: true, mayAccept: ['an empty object', HUGE_PASSWORD] },
  { name: 'POST /auth/avatar', method: 'POST', path: () => '/api/v1/auth/avatar', readsBody: true },
  { name: 'DELETE /auth/delete-my-account', method: 'DELETE', path: () => '/api/v1/auth/delete-my-account', readsBody: true },
  { name: 'PUT /auth/update-account-password', method: 'PUT', path: () => '/api/v1/auth/update-account-password', readsBody: true },
  { name: 'POST /auth/toggle-follow/{id}', method: 'POST', path: () => `/api/v1/auth/toggle-follow/${other.user.id}`, readsBody: false },
  { name: 'POST /auth/toggle-collaborate/{id}', method: 'POST', path: () => `/api/v1/auth/toggle-collaborate/${other.user.id}`, readsBody: false },
  { name: 'POST /auth/signOut', method: 'POST', path: () => '/api/v1/auth/signOut', readsBody: false, freshUser: true },
];

const fields = [
  'name', 'email', 'password', 'institutionId', 'token', 'currentPassword', 'newPassword',
  'bio', 'colorMode', 'lowDataMode', 'sound', 'emailNotifications', 'showOnlineStatus',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
const json = 'application/json';

/** [label, content type (none: multipart), raw payload] */
const bodies: [string, string | undefined, string | Buffer][] = [
  ['an array', json, '[1,2,3]'],
  ['null', json, 'null'],
  ['a number', json, '42'],
  ['a string', json, '"hello"'],
  ['true', json, 'true'],
  ['an empty object', json, '{}'],
  // Kept under the 1 MiB body limit so the schema, not the size check, has to refuse them.
  ['every field a 60 000-character string', json, every('x'.repeat(60_000))],
  [HUGE_PASSWORD, json, JSON.stringify({ email: 'a@campus.test', password: 'p'.repeat(900_000), token: 't' })],
  ['every field an object', json, every({ $gt: '' })],
  ['every field an array', json, every(['a', 'b'])],
  ['every field null', json, every(null)],
  ['every field a huge number', json, every(1e308)],
  ['every field a negative number', json, every(-1)],
  ['every field with a NUL character', json, every('kente\u0000cloth-2026')],
  ['every field with a lone surrogate', json, every('kente\ud800cloth-2026')],
  ['a __proto__ key', json, '{"__proto__":{"role":"admin"},"email":"a@campus.test"}'],
  ['a constructor.prototype key', json, '{"constructor":{"prototype":{"role":"admin"}}}'],
  ['deeply nested arrays', json, `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['malformed JSON', json, '{"email":'],
  ['an empty JSON body', json, ''],
  ['JSON over 1 MiB', json, JSON.stringify({ name: 'n'.repeat(1024 * 1024 + 10) })],
  ['JSON in another charset', 'application/json; charset=utf-16', '[1]'],
  ['plain text', 'text/plain', 'email=a@campus.test'],
  ['a urlencoded form', 'application/x-www-form-urlencoded', 'email=a%40campus.test&password=secret123'],
  ['XML', 'application/xml', '<user><email>a@campus.test</email></user>'],
  ['octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2, 3, 255])],
  ['multipart with only a text field', undefined, ''],
];

function expectClientError(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(apiErrorSchema.safeParse(response.json()).success, label).toBe(true);
}

describe.each(routes)('$name', (route) => {
  it.each(bodies)('answers %s with a 4xx, never a 500', async (label, contentType, payload) => {
    const caller = route.freshUser ? await signUp(t.app) : user;
    const body = contentType === undefined ? multipart([{ field: 'note', data: 'hello' }]) : { payload, headers: { 'content-type': contentType } };
    const response = await as(t.app, caller)({ method: route.method, url: route.path(), remoteAddress: uniqueIp(), ...body });
    const name = `${route.method} ${route.path()} with ${label}`;
    if (route.readsBody && !route.mayAccept?.includes(label)) expectClientError(response, name);
    else expect(response.statusCode, name).toBeLessThan(500);
  });
});

describe('odd paths and queries', () => {
  it.each([
    ['GET', '/api/v1/auth/user-profile/%00'],
    ['GET', `/api/v1/auth/user-profile/${'i'.repeat(65)}`],
    ['GET', `/api/v1/auth/user-profile/${'i'.repeat(500)}`],
    ['GET', '/api/v1/auth/user-profile/%ZZ'],
    ['GET', '/api/v1/auth/users?q=%00'],
    ['GET', '/api/v1/auth/users?cursor=%00'],
    ['GET', '/api/v1/auth/users?q=a&q=b'],
    ['GET', '/api/v1/auth/users?take=1&take=2'],
    ['GET', '/api/v1/auth/users?take=-5'],
    ['GET', '/api/v1/auth/users?take=2.5'],
    ['GET', `/api/v1/auth/users?cursor=${'c'.repeat(201)}`],
    ['GET', '/api/v1/auth/get-collaborators-notes?take=0'],
    ['GET', '/api/v1/auth/get-collaborators-notes?cursor=%00'],
    ['POST', '/api/v1/auth/toggle-follow/%00'],
    ['POST', '/api/v1/auth/toggle-collaborate/%00'],
    ['POST', `/api/v1/auth/toggle-follow/${'i'.repeat(65)}`],
    ['POST', '/api/v1/auth/toggle-collaborate/%ZZ'],
  ] as const)('%s %s answers a 4xx', async (method, url) => {
    const response = await as(t.app, user)({ method, url });
    expectClientError(response, `${method} ${url}`);
  });

  it('refuses NUL characters in otherwise valid writes with 400 at the field', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: uniqueIp(),
      payload: { name: 'Ama\u0000', email: 'nul.sign-up@campus.test', password: 'kente-cloth-2026', institutionId: 1000 },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.name' }] });

    const profile = await as(t.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { bio: 'a\u0000b' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.bio' }] });

    const search = await as(t.app, user)({ method: 'GET', url: '/api/v1/auth/users?q=ama%00' });
    expect(search.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'query.q' }] });
  });
});
