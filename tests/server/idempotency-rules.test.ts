/*
 * The rules around idempotent requests beyond the per-route table: which answers are
 * kept, 24-hour expiry and the sweep, waiting for a first request still running, taking
 * over an abandoned claim, sockets, compression, and which routes take a key at all.
 * Besides the real routes, the app gets a few test-only routes whose handlers the tests
 * steer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { postSchema, type Post } from '../../src/contract/posts.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { KEY_LIFETIME_MS, sweepKeys } from '../../src/server/db/idempotency-keys.ts';
import { HttpError } from '../../src/server/lib/http-error.ts';
import { countRows, expectReplayOf, freshKey, isReplay, postKeyed } from './support/idempotency.ts';
import { multipart } from './support/multipart.ts';
import { clientPool, listen, settle } from './support/sockets.ts';
import { sharedDatabaseUrl, testConfig } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const runsSchema = z.object({ runs: z.number() });
let runs = 0;
/** What the next calls of /test/scripted do, in order; an empty script answers 201. */
const script: ('500' | '429' | '201')[] = [];
let gate: { entered: () => void; open: Promise<void> } | undefined;

const testRoutes: FastifyPluginAsyncZod = async (api) => {
  const made = { schema: { body: z.object({ n: z.number() }), response: { 201: runsSchema } } };
  api.post('/scripted', made, async (_request, reply) => {
    runs += 1;
    const outcome = script.shift() ?? '201';
    if (outcome === '500') throw new Error('the database went away');
    if (outcome === '429') throw new HttpError(429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.');
    return reply.status(201).send({ runs });
  });
  api.post('/gated', made, async (_request, reply) => {
    runs += 1;
    gate?.entered();
    await gate?.open;
    return reply.status(201).send({ runs });
  });
  api.post('/opted-in', { config: { idempotent: true }, schema: { response: { 200: runsSchema } } }, async () => ({ runs: ++runs }));
  api.post('/opted-out', { config: { idempotent: false }, ...made }, async (_request, reply) => reply.status(201).send({ runs: ++runs }));
  api.post('/streamed', made, async (_request, reply) => {
    runs += 1;
    // A stream is no `{ runs }` to the typed reply, but Fastify sends it as it is.
    const plainReply: FastifyReply = reply;
    return plainReply.status(201).type('application/json').send(Readable.from([JSON.stringify({ runs })]));
  });
  api.post('/upload', { schema: { response: { 201: runsSchema } } }, async (request, reply) => {
    await (await request.file())?.toBuffer();
    return reply.status(201).send({ runs: ++runs });
  });
};

let app: App;
let baseUrl: string;
let dropDatabase: () => Promise<void>;
let dataDir: string;
let ama: TestUser;
let kofi: TestUser;
const clients = clientPool(() => baseUrl);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'campus-test-'));
  const database = await sharedDatabaseUrl();
  dropDatabase = database.drop;
  app = await buildApp(testConfig(dataDir, { databaseUrl: database.url }));
  await app.register(testRoutes, { prefix: '/api/v1/test' });
  baseUrl = await listen(app);
  ama = await signUp(app, { name: 'Ama Mensah', institutionId: 1000 });
  kofi = await signUp(app, { name: 'Kofi Boateng', institutionId: 1000 });
});
afterEach(() => {
  clients.closeAll();
  script.length = 0;
});
afterAll(async () => {
  await app.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (path: string, key: string | undefined, payload: object = { n: 1 }) => postKeyed(app, ama, { url: `/api/v1/${path}`, payload }, key);
const runsOf = (response: { json: () => unknown }) => runsSchema.parse(response.json()).runs;

describe('which answers are kept', () => {
  it('keeps no 5xx: the retry runs afresh, and its answer is the one kept', async () => {
    const key = freshKey('fails');
    script.push('500');
    const failed = await send('test/scripted', key);
    expect(failed.statusCode).toBe(500);
    const retried = await send('test/scripted', key);
    expect(retried.statusCode).toBe(201);
    expect(isReplay(retried)).toBe(false);
    expectReplayOf(await send('test/scripted', key), retried);
  });

  it('keeps no 429: a rate limit passes with time', async () => {
    const key = freshKey('limited');
    script.push('429');
    expect((await send('test/scripted', key)).statusCode).toBe(429);
    const later = await send('test/scripted', key);
    expect([later.statusCode, isReplay(later)]).toEqual([201, false]);
  });

  it('keeps a 4xx, which the same request would get again', async () => {
    const key = freshKey('missing');
    const call = { url: '/api/v1/posts/new-comment', payload: { postId: '0190d1e0-0000-7000-8000-000000000000', body: 'Hello?' } };
    const first = await postKeyed(app, ama, call, key);
    expect(first.statusCode).toBe(404);
    expectReplayOf(await postKeyed(app, ama, call, key), first);
  });

  it('keeps no streamed answer: a repeat runs again', async () => {
    const key = freshKey('stream');
    const first = await send('test/streamed', key);
    const again = await send('test/streamed', key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(isReplay(again)).toBe(false);
    expect(runsOf(again)).toBe(runsOf(first) + 1);
  });

  it('keeps the plain JSON of a compressed answer, and replays it compressed or not as asked', async () => {
    const key = freshKey('gzip');
    const call = { url: '/api/v1/notes/create', payload: { title: 'Long note', body: 'Equity follows the law. '.repeat(200) } };
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await postKeyed(app, ama, call, key, gzip);
    expect([first.statusCode, first.headers['content-encoding']]).toEqual([201, 'gzip']);
    const firstJson = gunzipSync(first.rawPayload).toString('utf8');
    const zipped = await postKeyed(app, ama, call, key, gzip);
    expect([isReplay(zipped), zipped.headers['content-encoding']]).toEqual([true, 'gzip']);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(firstJson);
    const plain = await postKeyed(app, ama, call, key);
    expect([isReplay(plain), plain.statusCode, plain.body]).toEqual([true, 201, firstJson]);
  });
});

describe('which routes take a key', () => {
  it('keys a route that opts in with config.idempotent, though it answers 200', async () => {
    const key = freshKey('opted-in');
    const first = await send('test/opted-in', key, {});
    expect(first.statusCode).toBe(200);
    expectReplayOf(await send('test/opted-in', key, {}), first);
  });

  it('ignores the key on a route that opts out, on a POST that creates nothing, and on a multipart upload', async () => {
    const key = freshKey('ignored');
    const first = await send('test/opted-out', key);
    const again = await send('test/opted-out', key);
    expect([isReplay(again), runsOf(again)]).toEqual([false, runsOf(first) + 1]);
    expect((await send('test/opted-out', 'not a valid key')).statusCode).toBe(201);

    // The follow toggle is never queued offline, so it takes no key (the post like, which is, does).
    const follow = () => postKeyed(app, ama, { url: `/api/v1/auth/toggle-follow/${kofi.user.id}`, payload: {} }, key);
    expect((await follow()).json()).toMatchObject({ following: true });
    expect((await follow()).json()).toMatchObject({ following: false });

    const upload = () => {
      const form = multipart([{ field: 'file', filename: 'brief.txt', contentType: 'text/plain', data: 'Brief' }]);
      return as(app, ama)({ method: 'POST', url: '/api/v1/test/upload', payload: form.payload, headers: { ...form.headers, 'idempotency-key': key } });
    };
    const uploaded = await upload();
    const reuploaded = await upload();
    expect([uploaded.statusCode, isReplay(reuploaded), runsOf(reuploaded)]).toEqual([201, false, runsOf(uploaded) + 1]);
  });

  it('compares method, path and body: one key on another route is 422', async () => {
    const key = freshKey('elsewhere');
    expect((await send('test/scripted', key)).statusCode).toBe(201);
    const otherRoute = await postKeyed(app, ama, { url: '/api/v1/posts/create', payload: { n: 1, body: 'x' } }, key);
    expect(apiErrorSchema.parse(otherRoute.json())).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

describe('a repeat while the first request is still running', () => {
  const holdFirst = () => {
    let entered!: () => void;
    let open!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    gate = { entered, open: new Promise<void>((resolve) => (open = resolve)) };
    return { inside, open };
  };

  it('waits for the first answer and replays it', async () => {
    const key = freshKey('wait');
    const { inside, open } = holdFirst();
    const first = send('test/gated', key);
    await inside;
    const repeat = send('test/gated', key);
    open();
    const [answered, replayed] = await Promise.all([first, repeat]);
    expectReplayOf(replayed, answered);
  });

  it('answers 409 CONFLICT when the first does not answer within a few seconds', async () => {
    const key = freshKey('busy');
    const { inside, open } = holdFirst();
    const first = send('test/gated', key);
    await inside;
    const busy = await send('test/gated', key);
    expect(apiErrorSchema.parse(busy.json())).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'A request with this key is still being processed.',
    });
    open();
    expect((await first).statusCode).toBe(201);
    expect(isReplay(await send('test/gated', key))).toBe(true);
  });

  it('takes over a claim abandoned by a process that died a while ago', async () => {
    const key = freshKey('abandoned');
    const longAgo = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    await app.db
      .insertInto('idempotency_keys')
      .values({ user_id: ama.user.id, key, request_hash: 'from the dead process', status: null, body: null, created_at: longAgo })
      .execute();
    const taken = await send('test/scripted', key);
    expect([taken.statusCode, isReplay(taken)]).toEqual([201, false]);
    expectReplayOf(await send('test/scripted', key), taken);
  });
});

describe('24 hours', () => {
  it('forgets a key after 24 hours: the same request then acts anew', async () => {
    const key = freshKey('day-old');
    const call = { url: '/api/v1/posts/create', payload: { body: 'Study group at the library' } };
    const first = await postKeyed(app, ama, call, key);
    const dayAgo = new Date(Date.now() - KEY_LIFETIME_MS - 1000).toISOString();
    await app.db.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('user_id', '=', ama.user.id).where('key', '=', key).execute();
    const before = await countRows(app, 'posts');
    const later = await postKeyed(app, ama, call, key);
    expect([later.statusCode, isReplay(later)]).toEqual([201, false]);
    expect(postSchema.parse(later.json()).id).not.toBe(postSchema.parse(first.json()).id);
    expect(await countRows(app, 'posts')).toBe(before + 1);
    expectReplayOf(await postKeyed(app, ama, call, key), later);
  });

  it('sweeps keys older than 24 hours and keeps younger ones', async () => {
    const now = new Date();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3600 * 1000).toISOString();
    const row = (key: string, createdAt: string) => ({ user_id: kofi.user.id, key, request_hash: 'h', status: 201, body: '{}', created_at: createdAt });
    await app.db.insertInto('idempotency_keys').values([row('old', at(25)), row('young', at(23)), row('recent', at(1))]).execute();
    expect(await sweepKeys(app.db, now)).toBeGreaterThanOrEqual(1);
    const left = await app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', kofi.user.id).orderBy('key').execute();
    expect(left.map((kept) => kept.key)).toEqual(['recent', 'young']);
  });
});

describe('sockets', () => {
  it('sends new-post once: a replayed post reaches nobody again', async () => {
    const listener = await clients.connect(kofi);
    const key = freshKey('socket');
    const call = { url: '/api/v1/posts/create', payload: { body: 'Offline post, sent twice' } };
    const first = await postKeyed(app, ama, call, key);
    expect(await listener.next<Post>('new-post')).toEqual(first.json());
    expect(isReplay(await postKeyed(app, ama, call, key))).toBe(true);
    await settle(app, listener, kofi.user.id);
    expect(listener.pending('new-post')).toEqual([]);
  });
});

describe('account deletion', () => {
  it('takes the account’s keys with it', async () => {
    const leaver = await signUp(app, { name: 'Esi Leaving' });
    await postKeyed(app, leaver, { url: '/api/v1/posts/create', payload: { body: 'Goodbye' } }, freshKey('leaving'));
    const keysOf = () => app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', leaver.user.id).execute();
    expect(await keysOf()).toHaveLength(1);
    const deleted = await as(app, leaver)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: leaver.password } });
    expect(deleted.statusCode).toBe(200);
    expect(await keysOf()).toEqual([]);
  });
});
