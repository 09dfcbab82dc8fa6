/*
 * With REDIS_URL the rate-limit counters live in Redis, so every instance sees the same
 * counts: failures on one instance lock the account on the other. Runs when REDIS_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signIn, statusCounts, uniqueIp } from './support/accounts.ts';
import { sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, signUp } from './support/users.ts';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let dropDatabase: () => Promise<void>;
  const redisPrefix = `campus-test:rl:${process.pid}:${randomUUID()}`;

  beforeAll(async () => {
    const database = await sharedDatabaseUrl();
    dropDatabase = database.drop;
    a = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url });
    b = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url, dataDir: a.config.dataDir });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await dropDatabase();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('locks an account on every instance after 5 failures spread across them', async () => {
    const account = await signUp(a.app, { email: `redis.${randomUUID()}@campus.test` });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      expect((await signIn(instance.app, account.email, 'wrong-password')).statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const response = await signIn(instance.app, account.email, account.password);
      expect(response.statusCode).toBe(429);
      expect(errorOf(response).code).toBe('RATE_LIMITED');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets at most 5 of 20 simultaneous wrong passwords spread across the instances be tried', async () => {
    const account = await signUp(a.app, { email: `redis.${randomUUID()}@campus.test` });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signIn((n % 2 === 0 ? a : b).app, account.email, `wrong-${n}-password`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 15 });
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minute(s).' });
    }
  });

  it('counts sign-ups from one IP across instances', async () => {
    const ip = uniqueIp();
    const attempt = (instance: TestApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        remoteAddress: ip,
        payload: { name: 'Efua', email: `redis.${randomUUID()}@campus.test`, password: DEFAULT_PASSWORD, institutionId: 1000 },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 201));
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
