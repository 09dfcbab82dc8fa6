/*
 * `npm run bench`: one run measures every budget of DESIGN.md on this machine and prints the
 * figures next to the budgets. The server runs in its own process, as in production.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/dialect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createSession } from '../../src/server/modules/auth/sessions.ts';
import { measureInitialBundle } from './bundle-size.ts';
import { startHelloWorld } from './hello-world.ts';
import { load, type LoadResult } from './http-load.ts';
import { LIGHTHOUSE_RUNS, auditPages } from './lighthouse.ts';
import { measureOfflineStart } from './offline-start.ts';
import { measureRepeatVisit } from './repeat-visit.ts';
import { seedFeed } from './seed-feed.ts';
import { UPLOAD_BYTES, measureUploadMemory } from './upload-memory.ts';
import { measureFanout } from './socket-fanout.ts';
import { measureStudy } from './study-load.ts';
import { seedStudy } from './seed-study.ts';
import { startServerProcess, withServerCpu } from './server-process.ts';
import { runMix, type MixResult } from './mixed-load.ts';
import { buildMixWorld } from './mix-world.ts';
import { BENCH_COURSES, seedQuestions } from './seed-questions.ts';
import { measureScaleOut, scaleOutAvailable } from './scale-out.ts';
import { v7 } from 'uuid';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const FANOUT_CLIENTS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDY_CARDS = Number(process.env.BENCH_STUDY_CARDS ?? 10_000);
const STUDY_SETS = 50;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// 2 000 sockets × 21 posts a second offers 42 000 deliveries a second, just above the budget.
const FANOUT_POSTS_PER_SECOND = 21;

const line = (label: string, r: LoadResult) =>
  console.log(`${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
const verdict = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const ms = (value: number) => String(Math.round(value)).padStart(4);

function printMix(label: string, mix: MixResult & { serverCpuMicrosPerRequest: number }, hello: number) {
  console.log(`${label}: ${mix.rps.toFixed(0)} req/s (${(mix.rps / hello).toFixed(2)}× hello-world)  p50 ${ms(mix.p50)} ms  p99 ${ms(mix.p99)} ms  errors ${mix.errors}`);
  console.log(`  server CPU ${mix.serverCpuMicrosPerRequest.toFixed(0)} µs a request`);
  for (const [kind, r] of mix.kinds) console.log(`  ${kind.padEnd(14)} ${String(r.count).padStart(7)} requests  p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms  errors ${r.errors}`);
}

/** One note of the reader's, for the note page's audit. */
async function seedNote(db: Awaited<ReturnType<typeof openDatabase>>['db'], ownerId: string): Promise<string> {
  const id = v7();
  const at = new Date().toISOString();
  const body = '# Offer and acceptance\n\nAn offer must be **communicated**; acceptance must mirror it.\n\n- Carlill v Carbolic Smoke Ball\n- Entores v Miles Far East';
  await db.insertInto('notes').values({ id, owner_id: ownerId, title: 'Contract Law: offer and acceptance', body, visibility: 'private', course: 'Contract Law', created_at: at, updated_at: at }).execute();
  return id;
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
  const { cardIds } = await seedStudy(db, { ownerId: userIds[2] ?? '', sets: STUDY_SETS, cards: STUDY_CARDS });
  const learner = await token(userIds[2]);
  const studySet = await db.selectFrom('flash_cards').select('study_set_id').where('id', '=', cardIds[0] ?? '').executeTakeFirstOrThrow();
  const noteId = await seedNote(db, userIds[0] ?? '');
  await seedQuestions(db, QUESTIONS);
  // The mixed workload's students are others than the single reader, writer and learner.
  const world = await buildMixWorld(db, userIds.slice(10, 10 + STUDENTS));
  const [author, ...clients] = await Promise.all(fanout.userIds.map((id) => token(id)));
  const oldest = await db.selectFrom('posts').select('id').orderBy('id', 'asc').offset(20).limit(1).executeTakeFirstOrThrow();
  await db.destroy();

  const server = await startServerProcess(dataDir);
  const { baseUrl } = server;
  const hello = await startHelloWorld();
  try {
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });

    console.log(`\nHTTP, ${SECONDS} s each (autocannon)`);
    const helloResult = await load({ url: hello.url, seconds: SECONDS });
    line('hello-world (bare Fastify)', helloResult);
    const feed = await load({ url: `${baseUrl}/api/v1/posts?take=20`, headers: auth(reader), seconds: SECONDS });
    line('GET /posts (20, signed in)', feed);
    const deep = await load({ url: `${baseUrl}/api/v1/posts?take=20&cursor=${oldest.id}`, headers: auth(reader), seconds: SECONDS });
    line(`GET /posts ${POSTS} posts deep`, deep);
    // The starter library is loaded at the server's first start; #Equity posts are 1 in 35.
    const searches = {
      'one word': await load({ url: `${baseUrl}/api/v1/search?q=equity`, headers: auth(reader), seconds: SECONDS }),
      'three words': await load({ url: `${baseUrl}/api/v1/search?q=notes+week+equity`, headers: auth(reader), seconds: SECONDS }),
    };
    for (const [label, result] of Object.entries(searches)) line(`GET /search, ${label}`, result);
    const writes = await load({
      url: `${baseUrl}/api/v1/posts/create`,
      method: 'POST',
      connections: 10,
      headers: auth(writer),
      body: (n) => ({ body: `Bench write ${n} #bench` }),
      seconds: SECONDS,
    });
    line('POST /posts/create (10 conns)', writes);
    const study = await measureStudy({ baseUrl, token: learner, cardIds, seconds: SECONDS });
    line(`GET /study/today (${STUDY_CARDS} cards)`, study.today);
    line('POST …/review (10 conns)', study.reviews);
    const course = encodeURIComponent(BENCH_COURSES[1] ?? '');
    const bank = await load({ url: `${baseUrl}/api/v1/questions-bank/?course=${course}&year=2019&take=20`, headers: auth(reader), seconds: SECONDS });
    line(`GET /questions-bank (${QUESTIONS}, 2 filters)`, bank);

    console.log(`\nMixed workload: ${world.students.length} students, 100 connections, ${MIX_SECONDS} s`);
    const mix = await withServerCpu([server], () => runMix({ baseUrls: [baseUrl], world, connections: 100, seconds: MIX_SECONDS }));
    printMix('one instance, SQLite', mix, helloResult.rps);
    const rssAfterMix = server.rssBytes();
    console.log(`server RSS after the mixed run ${(rssAfterMix / 2 ** 20).toFixed(0)} MiB`);

    console.log(`\nSocket fan-out to ${clients.length} clients, ${FANOUT_POSTS_PER_SECOND} posts a second (${clients.length * FANOUT_POSTS_PER_SECOND} deliveries/s offered)`);
    const fan = await measureFanout({
      baseUrls: [baseUrl],
      clientTokens: clients,
      authorToken: author ?? '',
      posts: 150,
      postsPerSecond: FANOUT_POSTS_PER_SECOND,
    });
    console.log(`delivered ${fan.delivered}/${fan.expected}  ${fan.perSecond.toFixed(0)} deliveries/s  p50 ${fan.p50.toFixed(1)} ms  p99 ${fan.p99.toFixed(1)} ms`);

    console.log(`\nLighthouse, mobile (simulated slow 4G), the median of ${LIGHTHOUSE_RUNS} audits a page`);
    const pages = await auditPages(baseUrl, [
      { path: '/sign-in' },
      { path: '/feed', sessionToken: reader },
      { path: `/posts/${oldest.id}`, sessionToken: reader },
      { path: `/notes/${noteId}`, sessionToken: reader },
      { path: `/study/sets/${studySet.study_set_id}/study`, sessionToken: learner },
      { path: '/library/questions', sessionToken: reader },
    ]);
    for (const page of pages ?? []) {
      console.log(`${page.path.padEnd(10)} performance ${page.performance.toFixed(2)}  accessibility ${page.accessibility.toFixed(2)}  FCP ${(page.fcpMs / 1000).toFixed(1)} s  LCP ${(page.lcpMs / 1000).toFixed(1)} s`);
    }
    if (!pages) console.log('skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');

    console.log('\nRepeat visit of /feed, service worker primed (phone)');
    const repeat = await measureRepeatVisit(baseUrl, reader);
    if (repeat) console.log(`${(repeat.bytes / 1024).toFixed(1)} KB over the network before the first post: ${repeat.requests.map((r) => `${r.url} ${r.bytes} B`).join(', ') || 'nothing'}`);
    else console.log('skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');

    console.log('\nOpening / with the network off, service worker primed (phone, CPU 4× slower)');
    const offline = await measureOfflineStart(baseUrl, reader);
    if (offline) console.log(`answered by the service worker: ${offline.fromServiceWorker ? 'yes' : 'no'}; first paint ${offline.firstPaintMs.toFixed(0)} ms, first screen ${offline.firstScreenMs.toFixed(0)} ms after the navigation began`);
    else console.log('skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');

    console.log(`\nA ${UPLOAD_BYTES / 2 ** 20} MiB upload to a fresh server`);
    const upload = await measureUploadMemory();
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.log(`RSS grew ${mib(upload.multipartGrowth)} MiB (multipart), ${mib(upload.resumableGrowth)} MiB (tus)`);

    const scaleOut = (await scaleOutAvailable(POSTGRES_URL, REDIS_URL))
      ? await measureScaleOut({
          postgresUrl: POSTGRES_URL,
          redisUrl: REDIS_URL,
          users: USERS,
          posts: POSTS,
          students: STUDENTS,
          mixSeconds: MIX_SECONDS,
          fanoutClients: FANOUT_CLIENTS,
          fanoutPostsPerSecond: FANOUT_POSTS_PER_SECOND,
        })
      : undefined;
    console.log('\nTwo instances, PostgreSQL + Redis');
    if (scaleOut) {
      printMix('mixed workload, two instances', scaleOut.mix, helloResult.rps);
      const f = scaleOut.fanout;
      console.log(`fan-out over two instances: delivered ${f.delivered}/${f.expected}  ${f.perSecond.toFixed(0)} deliveries/s  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms`);
    } else console.log(`skipped: PostgreSQL at ${POSTGRES_URL} or Redis at ${REDIS_URL} did not answer (set BENCH_DATABASE_URL, BENCH_REDIS_URL)`);

    console.log('\nBudgets (DESIGN.md)');
    const feedRatio = feed.rps / helloResult.rps;
    const deepRatio = deep.rps / feed.rps;
    console.log(`${verdict(bundle.jsBytes <= 170 * 1024)} initial JS ${(bundle.jsBytes / 1024).toFixed(1)} KB gz (≤ 170), CSS ${(bundle.cssBytes / 1024).toFixed(1)} KB gz (≤ 15) ${verdict(bundle.cssBytes <= 15 * 1024)}`);
    console.log(`${verdict(feedRatio >= 0.15 && feed.p99 <= 50)} feed ${feedRatio.toFixed(2)}× hello-world (≥ 0.15), p99 ${feed.p99} ms (≤ 50)`);
    console.log(`${verdict(deepRatio >= 0.8)} deep page ${deepRatio.toFixed(2)}× first page (≥ 0.8)`);
    for (const [label, result] of Object.entries(searches)) {
      const ratio = result.rps / feed.rps;
      console.log(`${verdict(ratio >= 0.3 && result.p99 <= 50 && result.non2xx === 0)} search, ${label}: ${ratio.toFixed(2)}× feed page (≥ 0.3), p99 ${result.p99} ms (≤ 50)`);
    }
    console.log(`${verdict(writes.rps >= 2000 && writes.p99 <= 25 && writes.non2xx === 0)} writes ${writes.rps.toFixed(0)}/s (≥ 2000), p99 ${writes.p99} ms (≤ 25), failures ${writes.non2xx + writes.errors}`);
    const todayRatio = study.today.rps / feed.rps;
    const { reviews } = study;
    console.log(`${verdict(todayRatio >= 0.3)} study today ${todayRatio.toFixed(2)}× feed page (≥ 0.3)`);
    console.log(`${verdict(reviews.rps >= 1000 && reviews.p99 <= 25 && reviews.non2xx === 0)} reviews ${reviews.rps.toFixed(0)}/s (≥ 1000), p99 ${reviews.p99} ms (≤ 25), failures ${reviews.non2xx + reviews.errors}`);
    console.log(`${verdict(fan.perSecond >= 40_000 && fan.p99 <= 150 && fan.delivered === fan.expected)} fan-out ${fan.perSecond.toFixed(0)}/s (≥ 40 000), p99 ${fan.p99.toFixed(0)} ms (≤ 150), lost ${fan.expected - fan.delivered}`);
    const bankRatio = bank.rps / feed.rps;
    console.log(`${verdict(bankRatio >= 0.5 && bank.p99 <= 50 && bank.non2xx === 0)} question bank, two filters: ${bankRatio.toFixed(2)}× feed page (≥ 0.5), p99 ${bank.p99} ms (≤ 50)`);
    const mixRatio = mix.rps / helloResult.rps;
    console.log(`${verdict(mixRatio >= 0.12 && mix.p99 <= 60 && mix.errors === 0)} mixed, one instance: ${mixRatio.toFixed(2)}× hello-world (≥ 0.12), p99 ${Math.round(mix.p99)} ms (≤ 60), errors ${mix.errors}`);
    console.log(`${verdict(rssAfterMix <= 300 * 2 ** 20)} server RSS after the mixed run ${(rssAfterMix / 2 ** 20).toFixed(0)} MiB (≤ 300)`);
    if (scaleOut) {
      const { mix: pgMix, fanout: f } = scaleOut;
      const pgRatio = pgMix.rps / helloResult.rps;
      console.log(`${verdict(pgRatio >= 0.08 && pgMix.p99 <= 100 && pgMix.errors === 0)} mixed, two instances: ${pgRatio.toFixed(2)}× hello-world (≥ 0.08), p99 ${Math.round(pgMix.p99)} ms (≤ 100), errors ${pgMix.errors}`);
      console.log(`${verdict(f.perSecond >= 40_000 && f.p99 <= 250 && f.delivered === f.expected)} fan-out over two instances ${f.perSecond.toFixed(0)}/s (≥ 40 000), p99 ${f.p99.toFixed(0)} ms (≤ 250), lost ${f.expected - f.delivered}`);
    }
    const uploadGrowth = Math.max(upload.multipartGrowth, upload.resumableGrowth);
    console.log(`${verdict(uploadGrowth < 10 * 2 ** 20)} a ${UPLOAD_BYTES / 2 ** 20} MiB upload raised RSS by ${mib(uploadGrowth)} MiB (< 10)`);
    if (repeat) console.log(`${verdict(repeat.bytes <= 20 * 1024)} repeat visit of /feed: ${(repeat.bytes / 1024).toFixed(1)} KB before the first post (≤ 20)`);
    if (offline) console.log(`${verdict(offline.fromServiceWorker && offline.firstScreenMs <= 1000)} offline start: first screen ${offline.firstScreenMs.toFixed(0)} ms (≤ 1000), from the service worker: ${offline.fromServiceWorker}`);
    for (const page of pages ?? []) {
      console.log(`${verdict(page.performance >= 0.95 && page.accessibility >= 1)} Lighthouse ${page.path}: performance ${page.performance.toFixed(2)} (≥ 0.95), accessibility ${page.accessibility.toFixed(2)} (1.00)`);
    }
  } finally {
    hello.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
