/*
 * `npm run bench`: one run measures every budget of DESIGN.md on this machine and prints the
 * figures next to the budgets. The server runs in its own process, as in production.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/dialect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createSession } from '../../src/server/modules/auth/sessions.ts';
import { measureInitialBundle } from './bundle-size.ts';
import { startHelloWorld } from './hello-world.ts';
import { load, type LoadResult } from './http-load.ts';
import { auditPages } from './lighthouse.ts';
import { seedFeed } from './seed-feed.ts';
import { measureFanout } from './socket-fanout.ts';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const FANOUT_CLIENTS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// 2 000 sockets × 21 posts a second offers 42 000 deliveries a second, just above the budget.
const FANOUT_POSTS_PER_SECOND = 21;

const line = (label: string, r: LoadResult) =>
  console.log(`${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
const verdict = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

async function waitForHealth(baseUrl: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ok = await fetch(`${baseUrl}/api/v1/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await delay(200);
  }
  throw new Error('server did not start');
}

async function main() {
  const bundle = measureInitialBundle();

  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
  console.log(`Seeding ${USERS} users and ${POSTS} posts into ${dataDir} …`);
  const { db } = openDatabase({ sqliteFile: join(dataDir, 'campus.db') });
  await migrateToLatest(db);
  const { userIds } = await seedFeed(db, { users: USERS, posts: POSTS });
  const fanout = await seedFeed(db, { users: FANOUT_CLIENTS + 1, posts: 0, label: 'fanout' });
  await db.updateTable('users').set({ institution_id: 1017 }).where('id', 'in', fanout.userIds).execute();
  const token = async (userId: string | undefined) => (await createSession(db, userId ?? '')).token;
  const reader = await token(userIds[0]);
  const writer = await token(userIds[1]);
  const [author, ...clients] = await Promise.all(fanout.userIds.map((id) => token(id)));
  const oldest = await db.selectFrom('posts').select('id').orderBy('id', 'asc').offset(20).limit(1).executeTakeFirstOrThrow();
  await db.destroy();

  const port = 43000 + Math.floor(Math.random() * 2000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', REDIS_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const hello = await startHelloWorld();
  try {
    await waitForHealth(baseUrl);
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });

    console.log(`\nHTTP, ${SECONDS} s each (autocannon)`);
    const helloResult = await load({ url: hello.url, seconds: SECONDS });
    line('hello-world (bare Fastify)', helloResult);
    const feed = await load({ url: `${baseUrl}/api/v1/posts?take=20`, headers: auth(reader), seconds: SECONDS });
    line('GET /posts (20, signed in)', feed);
    const deep = await load({ url: `${baseUrl}/api/v1/posts?take=20&cursor=${oldest.id}`, headers: auth(reader), seconds: SECONDS });
    line(`GET /posts ${POSTS} posts deep`, deep);
    const writes = await load({
      url: `${baseUrl}/api/v1/posts/create`,
      method: 'POST',
      connections: 10,
      headers: auth(writer),
      body: (n) => ({ body: `Bench write ${n} #bench` }),
      seconds: SECONDS,
    });
    line('POST /posts/create (10 conns)', writes);

    console.log(`\nSocket fan-out to ${clients.length} clients, ${FANOUT_POSTS_PER_SECOND} posts a second (${clients.length * FANOUT_POSTS_PER_SECOND} deliveries/s offered)`);
    const fan = await measureFanout({
      baseUrl,
      clientTokens: clients,
      authorToken: author ?? '',
      posts: 150,
      postsPerSecond: FANOUT_POSTS_PER_SECOND,
    });
    console.log(`delivered ${fan.delivered}/${fan.expected}  ${fan.perSecond.toFixed(0)} deliveries/s  p50 ${fan.p50.toFixed(1)} ms  p99 ${fan.p99.toFixed(1)} ms`);

    console.log('\nLighthouse, mobile (simulated slow 4G)');
    const pages = await auditPages(baseUrl, ['/sign-in', '/feed'], reader);
    for (const page of pages ?? []) {
      console.log(`${page.path.padEnd(10)} performance ${page.performance.toFixed(2)}  accessibility ${page.accessibility.toFixed(2)}  FCP ${(page.fcpMs / 1000).toFixed(1)} s  LCP ${(page.lcpMs / 1000).toFixed(1)} s`);
    }
    if (!pages) console.log('skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');

    console.log('\nBudgets (DESIGN.md)');
    const feedRatio = feed.rps / helloResult.rps;
    const deepRatio = deep.rps / feed.rps;
    console.log(`${verdict(bundle.jsBytes <= 170 * 1024)} initial JS ${(bundle.jsBytes / 1024).toFixed(1)} KB gz (≤ 170), CSS ${(bundle.cssBytes / 1024).toFixed(1)} KB gz (≤ 15) ${verdict(bundle.cssBytes <= 15 * 1024)}`);
    console.log(`${verdict(feedRatio >= 0.15 && feed.p99 <= 50)} feed ${feedRatio.toFixed(2)}× hello-world (≥ 0.15), p99 ${feed.p99} ms (≤ 50)`);
    console.log(`${verdict(deepRatio >= 0.8)} deep page ${deepRatio.toFixed(2)}× first page (≥ 0.8)`);
    console.log(`${verdict(writes.rps >= 2000 && writes.p99 <= 25 && writes.non2xx === 0)} writes ${writes.rps.toFixed(0)}/s (≥ 2000), p99 ${writes.p99} ms (≤ 25), failures ${writes.non2xx + writes.errors}`);
    console.log(`${verdict(fan.perSecond >= 40_000 && fan.p99 <= 150 && fan.delivered === fan.expected)} fan-out ${fan.perSecond.toFixed(0)}/s (≥ 40 000), p99 ${fan.p99.toFixed(0)} ms (≤ 150), lost ${fan.expected - fan.delivered}`);
    for (const page of pages ?? []) {
      console.log(`${verdict(page.performance >= 0.9 && page.accessibility >= 0.95)} Lighthouse ${page.path}: performance ${page.performance.toFixed(2)} (≥ 0.90), accessibility ${page.accessibility.toFixed(2)} (≥ 0.95)`);
    }
  } finally {
    hello.stop();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
