/*
 * The scale-out setup measured: a fresh PostgreSQL database seeded like the SQLite one, two
 * server instances sharing it and Redis, the mixed workload split between them, and socket
 * fan-out with the clients spread over both instances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/dialect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createSession } from '../../src/server/modules/auth/sessions.ts';
import { runMix, type MixResult } from './mixed-load.ts';
import { buildMixWorld } from './mix-world.ts';
import { seedFeed } from './seed-feed.ts';
import { measureFanout, type FanoutResult } from './socket-fanout.ts';
import { startServerProcess, withServerCpu } from './server-process.ts';

export type ScaleOutOptions = {
  postgresUrl: string;
  redisUrl: string;
  users: number;
  posts: number;
  students: number;
  mixSeconds: number;
  fanoutClients: number;
  fanoutPostsPerSecond: number;
};

/** Whether PostgreSQL and Redis answer at these addresses. */
export async function scaleOutAvailable(postgresUrl: string, redisUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  const postgresUp = await client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
  if (!postgresUp) return false;
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const redisUp = await redis.connect().then(
    () => redis.ping().then(() => true),
    () => false,
  );
  redis.disconnect();
  return redisUp;
}

async function withScratchDatabase<T>(postgresUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `campus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export async function measureScaleOut(options: ScaleOutOptions): Promise<{ mix: MixResult & { serverCpuMicrosPerRequest: number }; fanout: FanoutResult }> {
  return withScratchDatabase(options.postgresUrl, async (databaseUrl) => {
    const { db } = openDatabase({ sqliteFile: '', postgresUrl: databaseUrl });
    await migrateToLatest(db);
    const { userIds } = await seedFeed(db, { users: options.users, posts: options.posts });
    const world = await buildMixWorld(db, userIds.slice(0, options.students));
    const fanout = await seedFeed(db, { users: options.fanoutClients + 1, posts: 0, label: 'fanout' });
    await db.updateTable('users').set({ institution_id: 1017 }).where('id', 'in', fanout.userIds).execute();
    const [author, ...clients] = await Promise.all(fanout.userIds.map(async (id) => (await createSession(db, id)).token));
    await db.destroy();

    const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'campus-bench-pg-')));
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl };
    const instances = await Promise.all(dataDirs.map((dir) => startServerProcess(dir, env)));
    try {
      const baseUrls = instances.map((instance) => instance.baseUrl);
      const mix = await withServerCpu(instances, () => runMix({ baseUrls, world, connections: 100, seconds: options.mixSeconds }));
      const fan = await measureFanout({ baseUrls, clientTokens: clients, authorToken: author ?? '', posts: 150, postsPerSecond: options.fanoutPostsPerSecond });
      return { mix, fanout: fan };
    } finally {
      // Shut down before the database is dropped under them.
      await Promise.all(instances.map((instance) => instance.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  });
}
