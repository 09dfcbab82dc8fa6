import { tmpdir } from 'node:os';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/lib/http-error.ts';
import configPlugin from '../../src/server/plugins/config.ts';
import rateLimitPlugin from '../../src/server/plugins/rate-limit.ts';
import { backgroundWorkDone, errorOf, signIn, statusCounts, uniqueEmail, uniqueIp } from './support/accounts.ts';
import { startTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, signUp } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

function expectRateLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response)).toMatchObject({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please try again in ${windowSeconds / 60} minute(s).`,
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/request-rest-link', payload: { email }, remoteAddress: uniqueIp() });

describe('failed sign-ins', () => {
  it('locks an account after 5 failures in 15 minutes, even against the right password, from any IP', async () => {
    const account = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(t.app, account.email, `wrong-${attempt}-password`)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(t.app, account.email, account.password), 15 * 60);
    expectRateLimited(await signIn(t.app, account.email.toUpperCase(), account.password, uniqueIp()), 15 * 60);
  });

  it('does not lock another account that signs in from the same IP', async () => {
    const ip = uniqueIp();
    const locked = await signUp(t.app);
    const other = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(t.app, locked.email, 'wrong-password', ip);
    expect((await signIn(t.app, other.email, other.password, ip)).statusCode).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const account = await signUp(t.app);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
    }
  });

  it('lets at most 5 of 40 simultaneous wrong passwords for one account be tried; the rest are 429', async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => signIn(t.app, account.email, `wrong-${n}-password`)));
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 35 });
    for (const refused of responses.filter((response) => response.statusCode === 429)) expectRateLimited(refused, 15 * 60);
    expectRateLimited(await signIn(t.app, account.email, account.password), 15 * 60);
  });

  it('lets at most 20 of 40 simultaneous guesses from one IP be tried; the rest are 429', async () => {
    const ip = uniqueIp();
    const responses = await Promise.all(Array.from({ length: 40 }, () => signIn(t.app, uniqueEmail('guess'), 'wrong-password', ip)));
    expect(statusCounts(responses)).toEqual({ 401: 20, 429: 20 });
    for (const refused of responses.filter((response) => response.statusCode === 429)) expectRateLimited(refused, 15 * 60);
  });

  it('does not charge an IP for attempts refused because the account is locked', async () => {
    const ip = uniqueIp();
    const locked = await signUp(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(t.app, locked.email, 'wrong-password', ip);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn(t.app, locked.email, 'wrong-password', ip)).statusCode).toBe(429);
    for (let attempt = 6; attempt <= 20; attempt += 1) expect((await signIn(t.app, uniqueEmail('guess'), 'wrong-password', ip)).statusCode).toBe(401);
    expectRateLimited(await signIn(t.app, uniqueEmail('guess'), 'wrong-password', ip), 15 * 60);
  });

  it('refuses an IP after 20 failures across accounts in 15 minutes, and only that IP', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await signIn(t.app, uniqueEmail('guess'), 'wrong-password', ip);
      expect(response.statusCode).toBe(401);
    }
    const account = await signUp(t.app);
    expectRateLimited(await signIn(t.app, account.email, account.password, ip), 15 * 60);
    expect((await signIn(t.app, account.email, account.password, uniqueIp())).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('sends at most 3 links an hour to a known address', async () => {
    const account = await signUp(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await requestReset(account.email)).statusCode).toBe(200);
    expectRateLimited(await requestReset(account.email.toUpperCase()), 60 * 60);
    await backgroundWorkDone(t.app);
    const issued = await t.app.db.selectFrom('password_resets').select('id').where('user_id', '=', account.user.id).execute();
    expect(issued).toHaveLength(3);
  });

  it('answers an unknown address exactly alike, 429 included, so the limit reveals nothing', async () => {
    const known = await signUp(t.app);
    const unknown = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [forKnown, forUnknown] = [await requestReset(known.email), await requestReset(unknown)];
      expect(forUnknown.statusCode).toBe(200);
      expect(forUnknown.json()).toEqual(forKnown.json());
    }
    const [lastKnown, lastUnknown] = [await requestReset(known.email), await requestReset(unknown)];
    expectRateLimited(lastUnknown, 60 * 60);
    expect(lastUnknown.json()).toEqual(lastKnown.json());
  });
});

describe('sign-ups', () => {
  it('allows 10 attempts per IP an hour, counting invalid ones, then refuses even a valid one', async () => {
    const ip = uniqueIp();
    const attempt = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload, remoteAddress: ip });
    const valid = () => ({ name: 'Abena', email: uniqueEmail('abena'), password: DEFAULT_PASSWORD, institutionId: 1001 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt({ ...valid(), email: 'broken' })).statusCode);
    statuses.push(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
          remoteAddress: ip,
        })
      ).statusCode,
    );
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(valid())).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201, 201, 201, 201, 201]);
    expectRateLimited(await attempt(valid()), 60 * 60);
    expect((await attempt({})).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: valid(), remoteAddress: uniqueIp() })).statusCode).toBe(201);
  });
});

describe('when Redis is unreachable', () => {
  it('starts, and counts in memory instead of failing', async () => {
    const app = Fastify();
    await app.register(configPlugin, { config: testConfig(tmpdir(), { redisUrl: 'redis://127.0.0.1:1' }) });
    await app.register(rateLimitPlugin);
    await app.ready();
    try {
      const limit = app.limits.failedSignInPerAccount;
      for (let attempt = 1; attempt <= 5; attempt += 1) await limit.hit('offline@campus.test');
      const refused = await limit.hit('offline@campus.test').then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      await expect(limit.hit('other@campus.test')).resolves.toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
