/*
 * PostgreSQL dies under a running query and comes back: the app stays up, answers 503 in
 * the contract's shape meanwhile, and serves again by itself. The test runs its own
 * PostgreSQL, never the machine's.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { DatabaseUnavailableError } from '../../src/server/db/postgres-pool.ts';
import { POSTGRES_BIN, PrivatePostgres, postgresPresent } from './support/private-services.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

if (!postgresPresent) console.log(`resilience-postgres: skipped, no PostgreSQL binaries in ${POSTGRES_BIN}`);

describe.skipIf(!postgresPresent)('PostgreSQL going away and coming back', () => {
  let database: PrivatePostgres;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    database = await PrivatePostgres.create();
    await database.start();
    t = await startTestApp({ databaseUrl: database.url });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });

  const me = () => as(t.app, user)({ method: 'GET', url: '/api/v1/auth/user' });
  const post = (body: string) => as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });

  async function runningSleeps(): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where state = 'active' and query like 'select pg_sleep%'",
      );
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }

  it('survives a query in flight, answers 503 while the database is down, and recovers by itself', async () => {
    expect((await me()).statusCode).toBe(200);
    const inFlight = sql`select pg_sleep(60)`.execute(t.app.db).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await vi.waitFor(async () => expect(await runningSleeps()).toBe(1), { timeout: 10_000 });

    await database.kill();
    expect(await inFlight).toBeInstanceOf(DatabaseUnavailableError);

    for (const response of [await me(), await post('Written while the database is down')]) {
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.headers['retry-after']).toBe('5');
    }

    await database.start();
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(200), { timeout: 30_000, interval: 100 });
    const written = await post('Written once the database is back');
    expect(written.statusCode, written.body).toBe(201);
  });
});
