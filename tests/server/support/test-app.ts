/*
 * A fresh app per test file: its own SQLite file, or, when the suite runs on PostgreSQL,
 * its own database created here and dropped on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../../src/server/app.ts';
import { DEFAULT_SEED_DATA_DIR, type Config } from '../../../src/server/config.ts';

export const onPostgres = process.env.CAMPUS_TEST_DATABASE === 'postgres';

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `campus_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = { app: App; config: Config; close: () => Promise<void> };

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Campus <no-reply@campus.test>',
    sessionSecret: 'test-secret-test-secret-test-secret-123456',
    uploadMaxBytes: 25 * 1024 * 1024,
    uploadQuotaBytes: 1024 * 1024 * 1024,
    s3Url: undefined,
    adminEmails: ['admin@campus.test'],
    logLevel: 'silent',
    trustProxy: false,
    clientDir: undefined,
    redisPrefix: `campus-test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`,
    // Suites start empty; the library's own suites turn the starter library on.
    seedLibrary: false,
    seedDataDir: DEFAULT_SEED_DATA_DIR,
    // Suites write as fast as they like; the safety suites turn the spam brakes on.
    writeLimits: false,
    ...overrides,
  };
}

/** Builds a ready app. Pass `databaseUrl` to share a database between two instances. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-test-'));
  const database = onPostgres && !overrides.databaseUrl ? await createPostgresDatabase() : undefined;
  const config = testConfig(dataDir, { databaseUrl: database?.url, ...overrides });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Postgres database for tests that start several instances against one database. */
export async function sharedDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!onPostgres) return { url: undefined, drop: async () => undefined };
  return createPostgresDatabase();
}
