/*
 * Redis goes away under two instances and comes back. Meanwhile HTTP keeps working (the
 * routes that touch presence and rate limits among them), events reach the sockets of
 * the instance that emits them, and presence knows each instance's own users; afterwards
 * events and presence cross instances again by themselves. The test runs its own Redis,
 * never the machine's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postSchema, type Post } from '../../src/contract/posts.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import type { UserProfile } from '../../src/contract/users.ts';
import { signIn } from './support/accounts.ts';
import { PrivateRedis, redisPresent } from './support/private-services.ts';
import { connectAs, listen, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

if (!redisPresent) console.log('resilience-redis: skipped, no redis-server on PATH');

describe.skipIf(!redisPresent)('Redis going away and coming back', () => {
  const sharedDir = mkdtempSync(join(tmpdir(), 'campus-redis-outage-'));
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const open: TestClient[] = [];

  beforeAll(async () => {
    redis = await PrivateRedis.create();
    await redis.start();
    // Both instances share one SQLite file (WAL) and the private Redis.
    a = await startTestApp({ dataDir: sharedDir, redisUrl: redis.url });
    b = await startTestApp({ dataDir: sharedDir, redisUrl: redis.url, redisPrefix: a.config.redisPrefix });
    [urlA, urlB] = [await listen(a.app), await listen(b.app)];
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.kill();
    rmSync(sharedDir, { recursive: true, force: true });
  });

  const online = async (url: string, user: TestUser) => {
    const client = await connectAs(url, user);
    open.push(client);
    return client;
  };
  const follow = (who: TestUser, whom: TestUser) => as(a.app, who)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${whom.user.id}` });
  const post = async (author: TestUser, body: string): Promise<Post> => {
    const response = await as(a.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
    expect(response.statusCode, response.body).toBe(201);
    return postSchema.parse(response.json());
  };
  const shownOnline = async (viewer: TestUser, user: TestUser) =>
    (await as(a.app, viewer)({ method: 'GET', url: `/api/v1/auth/user-profile/${user.user.id}` })).json<UserProfile>().online;
  const isPost = (id: string) => (payload: Post) => payload.id === id;

  it('keeps HTTP and local events working without Redis, and crosses instances again once it is back', async () => {
    const [author, readerOnA, readerOnB, newcomer] = [
      await signUp(a.app, { institutionId: 1001 }),
      await signUp(a.app, { institutionId: 1002 }),
      await signUp(a.app, { institutionId: 1003 }),
      await signUp(a.app, { institutionId: 1004 }),
    ];
    await follow(readerOnA, author);
    await follow(readerOnB, author);
    await follow(newcomer, readerOnB);
    const [socketA, socketB] = [await online(urlA, readerOnA), await online(urlB, readerOnB)];
    const before = await post(author, 'Before the outage');
    await socketB.next(serverEvents.newPost, isPost(before.id));
    expect(await shownOnline(newcomer, readerOnB)).toBe(true);

    await redis.kill();

    // Routes that wait on presence or on rate-limit counters answer as ever.
    expect((await follow(newcomer, author)).statusCode).toBe(200);
    const conversation = await as(a.app, newcomer)({
      method: 'POST',
      url: '/api/v1/messaging/conversation/newConversation',
      payload: { participantId: author.user.id },
    });
    expect(conversation.statusCode, conversation.body).toBe(201);
    expect((await signIn(a.app, newcomer.email, 'not-the-password')).statusCode).toBe(401);
    expect((await signIn(a.app, newcomer.email, newcomer.password)).statusCode).toBe(200);
    // An event reaches the sockets of the instance that emits it.
    const during = await post(author, 'During the outage');
    await socketA.next(serverEvents.newPost, isPost(during.id));
    // Presence knows this instance's own users only, and a new socket still hears its list.
    expect(await shownOnline(newcomer, readerOnA)).toBe(true);
    expect(await shownOnline(newcomer, readerOnB)).toBe(false);
    await online(urlA, newcomer);

    await redis.start();
    await vi.waitFor(
      async () => {
        await post(author, 'After the outage');
        expect(socketB.pending<Post>(serverEvents.newPost).some((item) => item.body === 'After the outage')).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );
    await vi.waitFor(async () => expect(await shownOnline(newcomer, readerOnB)).toBe(true), { timeout: 30_000, interval: 200 });
  });
});
