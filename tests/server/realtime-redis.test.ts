/*
 * Two app instances on one database and one Redis: events and presence cross between them.
 * Runs only where REDIS_URL is set; each run uses its own key prefix and removes its keys.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notifications.ts';
import type { Post } from '../../src/contract/posts.ts';
import type { UserProfile, UserSummary } from '../../src/contract/users.ts';
import { presenceKeys, reapStaleInstances, STALE_MS } from '../../src/server/modules/realtime/presence-redis.ts';
import { closeAndWait, connect, connectAs, listen, settle, type TestClient } from './support/sockets.ts';
import { onPostgres, sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const redisUrl = process.env.REDIS_URL ?? '';

describe.runIf(process.env.REDIS_URL)('two instances over Redis', () => {
  const prefix = `campus-test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const sharedDir = mkdtempSync(join(tmpdir(), 'campus-redis-'));
  let database: Awaited<ReturnType<typeof sharedDatabaseUrl>>;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let redis: Redis;
  const open: TestClient[] = [];

  const client = async (url: string, user: TestUser) => {
    const connected = await connectAs(url, user);
    open.push(connected);
    return connected;
  };
  const follow = (app: TestApp, who: TestUser, whom: TestUser) =>
    as(app.app, who)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${whom.user.id}` });
  const has = (user: TestUser) => (list: UserSummary[]) => list.some((item) => item.id === user.user.id);
  const lacks = (user: TestUser) => (list: UserSummary[]) => !has(user)(list);

  beforeAll(async () => {
    database = await sharedDatabaseUrl();
    // On SQLite both share one DATA_DIR, hence one WAL-mode file; on PostgreSQL one database.
    const shared = onPostgres ? { databaseUrl: database.url } : { dataDir: sharedDir };
    a = await startTestApp({ ...shared, redisUrl, redisPrefix: prefix });
    b = await startTestApp({ ...shared, redisUrl, redisPrefix: prefix });
    [urlA, urlB] = [await listen(a.app), await listen(b.app)];
    redis = new Redis(redisUrl);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(sharedDir, { recursive: true, force: true });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('serves one database and reports redis on both', async () => {
    const user = await signUp(a.app);
    const me = await as(b.app, user)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(me.json()).toMatchObject({ id: user.user.id });
    for (const app of [a, b]) {
      expect((await app.app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toMatchObject({ realtime: 'redis' });
    }
  });

  it('delivers an event emitted on instance A to a socket on instance B, and only to the right people', async () => {
    const [author, reader, outsider] = [
      await signUp(a.app, { institutionId: 1001 }),
      await signUp(a.app, { institutionId: 1002 }),
      await signUp(a.app, { institutionId: 1003 }),
    ];
    await follow(a, reader, author);
    const readerOnB = await client(urlB, reader);
    const outsiderOnB = await client(urlB, outsider);
    const created = (await as(a.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Across #instances' } })).json<Post>();
    expect(await readerOnB.next<Post>('new-post')).toEqual(created);

    await as(a.app, reader)({ method: 'POST', url: `/api/v1/posts/like/${created.id}` });
    const authorOnB = await client(urlB, author);
    await as(a.app, outsider)({ method: 'POST', url: `/api/v1/posts/new-comment`, payload: { postId: created.id, body: 'Hi' } });
    expect(await authorOnB.next('new-comment')).toMatchObject({ postId: created.id, body: 'Hi' });
    // The like's notification may reach the socket too (it is sent once the like has answered): wait for the comment's.
    expect(await authorOnB.next<Notification>('new-notification', (notification) => notification.type === 'post-comment')).toMatchObject({
      type: 'post-comment',
    });

    await settle(a.app, outsiderOnB, outsider.user.id);
    expect(outsiderOnB.pending('new-post')).toEqual([]);
  });

  it('sees a user online on either instance and tells contacts on the other', async () => {
    const [watcher, walker] = [await signUp(a.app), await signUp(a.app)];
    await follow(a, watcher, walker);
    const watcherOnB = await client(urlB, watcher);
    const walkerOnA = await client(urlA, walker);
    expect(await watcherOnB.next<UserSummary[]>('get-users', has(walker))).toHaveLength(1);
    for (const app of [a, b]) expect(await app.app.realtime.presence.isOnline(walker.user.id)).toBe(true);
    const profile = await as(b.app, watcher)({ method: 'GET', url: `/api/v1/auth/user-profile/${walker.user.id}` });
    expect(profile.json<UserProfile>().online).toBe(true);

    await closeAndWait(a.app, walkerOnA);
    expect(await watcherOnB.next<UserSummary[]>('get-users', lacks(walker))).toEqual([]);
    for (const app of [a, b]) expect(await app.app.realtime.presence.isOnline(walker.user.id)).toBe(false);
  });

  it('keeps a user with tabs on both instances online until the last one closes', async () => {
    const [watcher, both, sentinel] = [await signUp(a.app), await signUp(a.app), await signUp(a.app)];
    await follow(a, watcher, both);
    await follow(a, watcher, sentinel);
    const watcherOnB = await client(urlB, watcher);
    const tabOnA = await client(urlA, both);
    const tabOnB = await client(urlB, both);
    const sentinelOnA = await client(urlA, sentinel);
    await watcherOnB.next<UserSummary[]>('get-users', (list) => has(both)(list) && has(sentinel)(list));
    watcherOnB.clear();

    await closeAndWait(a.app, tabOnA);
    await closeAndWait(a.app, sentinelOnA);
    const afterSentinel = await watcherOnB.next<UserSummary[]>('get-users', lacks(sentinel));
    expect(afterSentinel.map((user) => user.id)).toEqual([both.user.id]);
    expect(await a.app.realtime.presence.isOnline(both.user.id)).toBe(true);

    await closeAndWait(b.app, tabOnB);
    expect(await watcherOnB.next<UserSummary[]>('get-users', lacks(both))).toEqual([]);
  });

  it('closes only its own sockets when one instance shuts down, and its users go offline elsewhere', async () => {
    const shared = onPostgres ? { databaseUrl: database.url } : { dataDir: sharedDir };
    const c = await startTestApp({ ...shared, redisUrl, redisPrefix: prefix });
    const [watcher, leaver] = [await signUp(a.app), await signUp(a.app)];
    await follow(a, watcher, leaver);
    const watcherOnB = await client(urlB, watcher);
    const leaverOnC = await client(await listen(c.app), leaver);
    await watcherOnB.next<UserSummary[]>('get-users', has(leaver));

    const closed = new Promise<string>((resolve) => leaverOnC.socket.once('disconnect', resolve));
    await c.close();
    // Dropped, not dismissed: the client will reconnect, to another instance.
    expect(await closed).toBe('transport close');
    expect(await watcherOnB.next<UserSummary[]>('get-users', lacks(leaver))).toEqual([]);
    await settle(b.app, watcherOnB, watcher.user.id);
    expect(watcherOnB.socket.connected).toBe(true);
  });

  it('tells contacts within seconds that the users of a crashed instance left', async () => {
    const keys = presenceKeys(prefix);
    const [watcher, stranded] = [await signUp(a.app), await signUp(a.app)];
    await follow(a, watcher, stranded);
    // An instance that beat once, holding `stranded`, and then died.
    await redis.zadd(keys.instances, Date.now(), 'crashing-instance');
    await redis.hset(keys.instance('crashing-instance'), stranded.user.id, '1');
    const watcherOnB = await connect(urlB, { token: watcher.token });
    open.push(watcherOnB);
    expect(await watcherOnB.next<UserSummary[]>('get-users', has(stranded))).toHaveLength(1);

    const gone = await watcherOnB.next<UserSummary[]>('get-users', lacks(stranded));
    expect(gone).toEqual([]);
    expect(await redis.exists(keys.instance('crashing-instance'))).toBe(0);
  });

  it('does not keep the users of a crashed instance online, and reaps what it left', async () => {
    const keys = presenceKeys(prefix);
    const ghost = await signUp(a.app);
    await redis.zadd(keys.instances, Date.now() - STALE_MS - 1000, 'crashed-instance');
    await redis.hset(keys.instance('crashed-instance'), ghost.user.id, '1');
    expect(await b.app.realtime.presence.isOnline(ghost.user.id)).toBe(false);

    // Reaped under a prefix of its own, where the running instances' heartbeats cannot get there first.
    const quiet = `${prefix}:reap`;
    const quietKeys = presenceKeys(quiet);
    await redis.zadd(quietKeys.instances, Date.now() - STALE_MS - 1000, 'crashed-instance');
    await redis.zadd(quietKeys.instances, Date.now(), 'live-instance');
    await redis.hset(quietKeys.instance('crashed-instance'), ghost.user.id, '1');
    const orphans: string[] = [];
    await reapStaleInstances(redis, quiet, (ids) => orphans.push(...ids));
    expect(orphans).toEqual([ghost.user.id]);
    expect(await redis.exists(quietKeys.instance('crashed-instance'))).toBe(0);
    expect(await redis.zrange(quietKeys.instances, 0, -1)).toEqual(['live-instance']);

    // The same entry with a fresh heartbeat does count: the age is what hid the ghost.
    await redis.zadd(keys.instances, Date.now(), 'live-instance');
    await redis.hset(keys.instance('live-instance'), ghost.user.id, '1');
    expect(await b.app.realtime.presence.isOnline(ghost.user.id)).toBe(true);
    await redis.zrem(keys.instances, 'live-instance');
    await redis.del(keys.instance('live-instance'));
  });
});
