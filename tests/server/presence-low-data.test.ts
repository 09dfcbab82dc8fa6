/*
 * Presence for a user in low-data mode: the list on connect at once, later changes batched
 * into one list at the end of a window. Runs on the local presence store, and across two
 * instances over Redis where REDIS_URL is set (the batch is held where the emit happens).
 *
 * The window is real time: WINDOW_MS is long beside the few socket round trips a test makes
 * inside one window, and short enough to wait for its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserSummary } from '../../src/contract/users.ts';
import { connect, connectAs, listen, settle, type TestClient } from './support/sockets.ts';
import { onPostgres, sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const WINDOW_MS = 5000;
const redisUrl = process.env.REDIS_URL ?? '';

type Setup = { watchers: TestApp; contacts: TestApp; close: () => Promise<void> };

async function oneInstance(): Promise<Setup> {
  const app = await startTestApp({ lowDataPresenceWindowMs: WINDOW_MS });
  return { watchers: app, contacts: app, close: app.close };
}

/** Watchers on instance A, the contacts who come and go on instance B. */
async function twoInstancesOverRedis(): Promise<Setup> {
  const prefix = `campus-test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const sharedDir = mkdtempSync(join(tmpdir(), 'campus-redis-'));
  const database = await sharedDatabaseUrl();
  const shared = onPostgres ? { databaseUrl: database.url } : { dataDir: sharedDir };
  const options = { ...shared, redisUrl, redisPrefix: prefix, lowDataPresenceWindowMs: WINDOW_MS };
  const a = await startTestApp(options);
  const b = await startTestApp(options);
  return {
    watchers: a,
    contacts: b,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
      rmSync(sharedDir, { recursive: true, force: true });
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

const setups: [string, () => Promise<Setup>][] = [['one instance', oneInstance]];
if (redisUrl) setups.push(['two instances over Redis', twoInstancesOverRedis]);

describe.each(setups)('low-data presence, %s', (_name, start) => {
  let setup: Setup;
  let watchersUrl: string;
  let contactsUrl: string;
  const open: TestClient[] = [];

  beforeAll(async () => {
    setup = await start();
    [watchersUrl, contactsUrl] = [await listen(setup.watchers.app), await listen(setup.contacts.app)];
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => setup?.close());

  const client = async (url: string, user: TestUser) => {
    const connected = await connectAs(url, user);
    open.push(connected);
    return connected;
  };
  const follow = (who: TestUser, whom: TestUser) =>
    as(setup.watchers.app, who)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${whom.user.id}` });
  const setLowData = (user: TestUser, lowDataMode: boolean) =>
    as(setup.watchers.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload: { lowDataMode } });
  const ids = (list: UserSummary[]) => list.map((user) => user.id).sort();
  const idsOf = (...users: TestUser[]) => users.map((user) => user.user.id).sort();
  const exactly =
    (...users: TestUser[]) =>
    (list: UserSummary[]) =>
      JSON.stringify(ids(list)) === JSON.stringify(idsOf(...users));

  it('sends a low-data user the list on connect at once, then several arrivals as one list; a normal user hears each', async () => {
    const [frugal, normal, friend, ama, kofi, esi] = [
      await signUp(setup.watchers.app),
      await signUp(setup.watchers.app),
      await signUp(setup.watchers.app),
      await signUp(setup.watchers.app),
      await signUp(setup.watchers.app),
      await signUp(setup.watchers.app),
    ];
    for (const contact of [friend, ama, kofi, esi]) {
      await follow(frugal, contact);
      await follow(normal, contact);
    }
    await setLowData(frugal, true);
    await client(contactsUrl, friend);

    const frugalSocket = await connectKeepingFirst(frugal);
    const normalSocket = await client(watchersUrl, normal);
    expect(ids(frugalSocket.first)).toEqual(idsOf(friend));

    // The normal user's list grows one arrival at a time.
    await client(contactsUrl, ama);
    expect(await normalSocket.next<UserSummary[]>('get-users')).toSatisfy(exactly(friend, ama));
    await client(contactsUrl, kofi);
    expect(await normalSocket.next<UserSummary[]>('get-users')).toSatisfy(exactly(friend, ama, kofi));
    await client(contactsUrl, esi);
    expect(await normalSocket.next<UserSummary[]>('get-users')).toSatisfy(exactly(friend, ama, kofi, esi));

    // The low-data user has heard nothing of them yet, then one list with all three.
    await settle(setup.contacts.app, frugalSocket.client, frugal.user.id);
    expect(frugalSocket.client.pending('get-users')).toEqual([]);
    expect(await frugalSocket.client.next<UserSummary[]>('get-users')).toSatisfy(exactly(friend, ama, kofi, esi));
    await settle(setup.contacts.app, frugalSocket.client, frugal.user.id);
    expect(frugalSocket.client.pending('get-users')).toEqual([]);
  });

  it('reads the preference fresh: turned on, a change waits for the window; turned off, it arrives at once', async () => {
    const [watcher, shy] = [await signUp(setup.watchers.app), await signUp(setup.watchers.app)];
    await follow(watcher, shy);
    await client(contactsUrl, shy);
    const watcherSocket = await client(watchersUrl, watcher);
    // The presence change is made on the contacts' instance, where its emits happen; a marker
    // sent from there after the request comes back arrives after anything it sent at once.
    const setShown = (showOnlineStatus: boolean) =>
      as(setup.contacts.app, shy)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload: { showOnlineStatus } });

    await setLowData(watcher, true);
    await setShown(false);
    await settle(setup.contacts.app, watcherSocket, watcher.user.id);
    expect(watcherSocket.pending('get-users')).toEqual([]);
    expect(await watcherSocket.next<UserSummary[]>('get-users')).toEqual([]);

    await setLowData(watcher, false);
    await setShown(true);
    await settle(setup.contacts.app, watcherSocket, watcher.user.id);
    expect(watcherSocket.pending<UserSummary[]>('get-users').map(ids)).toEqual([idsOf(shy)]);
  });

  /** Connects and keeps the connection's own first list. */
  async function connectKeepingFirst(user: TestUser): Promise<{ client: TestClient; first: UserSummary[] }> {
    const connected = await connect(watchersUrl, { token: user.token });
    open.push(connected);
    return { client: connected, first: await connected.next<UserSummary[]>('get-users') };
  }
});
