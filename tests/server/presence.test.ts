import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientEvents, serverEvents } from '../../src/contract/socket-events.ts';
import type { UserProfile, UserSummary } from '../../src/contract/users.ts';
import { closeAndWait, connect, connectAs, listen, settle, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let url: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t.close());

async function client(user: TestUser): Promise<TestClient> {
  const connected = await connectAs(url, user);
  open.push(connected);
  return connected;
}

const follow = (who: TestUser, whom: TestUser) => as(t.app, who)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${whom.user.id}` });
const ids = (list: UserSummary[]) => list.map((user) => user.id).sort();
const has = (user: TestUser) => (list: UserSummary[]) => list.some((item) => item.id === user.user.id);
const lacks = (user: TestUser) => (list: UserSummary[]) => !has(user)(list);
const onlineInProfile = async (viewer: TestUser, user: TestUser) =>
  (await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/user-profile/${user.user.id}` })).json<UserProfile>().online;

describe('get-users', () => {
  it('lists my online contacts on connect and tells them I came, never strangers', async () => {
    const [ama, kofi, stranger] = [await signUp(t.app, { name: 'Ama' }), await signUp(t.app, { name: 'Kofi' }), await signUp(t.app)];
    await follow(ama, kofi);
    const strangerSocket = await client(stranger);
    const kofiSocket = await client(kofi);
    const amaSocket = await connect(url, { token: ama.token });
    open.push(amaSocket);
    expect(await amaSocket.next<UserSummary[]>('get-users')).toEqual([summaryOf(kofi)]);
    const told = await kofiSocket.next<UserSummary[]>('get-users', has(ama));
    expect(ids(told)).toEqual([ama.user.id]);
    expect(told[0]).toEqual(summaryOf(ama));
    await settle(t.app, strangerSocket, stranger.user.id);
    expect(strangerSocket.pending<UserSummary[]>('get-users').every(lacks(ama))).toBe(true);
  });

  it('answers new-user-add with my own contacts, whatever the payload claims', async () => {
    const [me, friend, other] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await follow(friend, me);
    await client(friend);
    const otherSocket = await client(other);
    const mine = await client(me);
    mine.clear();
    otherSocket.clear();
    mine.socket.emit('new-user-add', { userId: other.user.id, id: other.user.id });
    expect(ids(await mine.next<UserSummary[]>('get-users'))).toEqual([friend.user.id]);
    await settle(t.app, otherSocket, other.user.id);
    expect(otherSocket.pending('get-users')).toEqual([]);
  });

  it('drops a new-user-add payload with NUL, of another shape or too long, and answers a good one', async () => {
    const [me, friend] = [await signUp(t.app), await signUp(t.app)];
    await follow(friend, me);
    await client(friend);
    const mine = await client(me);
    mine.clear();
    const refreshes = vi.spyOn(t.app.realtime.presence, 'sendOnlineContacts');
    const bad: unknown[] = [`${me.user.id}\u0000`, { id: me.user.id, note: 'x\u0000y' }, { userId: 'u'.repeat(65) }, 42, [me.user.id], { id: {} }];
    for (const payload of bad) mine.socket.emit(clientEvents.newUserAdd, payload);
    mine.socket.emit(clientEvents.newUserAdd);
    // One connection's packets are handled in order: by this answer every bad one was handled.
    expect(ids(await mine.next<UserSummary[]>(serverEvents.getUsers))).toEqual([friend.user.id]);
    expect(refreshes).toHaveBeenCalledTimes(1);

    const good: unknown[] = [null, me.user.id, { id: me.user.id, name: 'Ama', avatarUrl: null }, { userId: me.user.id }];
    for (const payload of good) {
      mine.socket.emit(clientEvents.newUserAdd, payload);
      expect(ids(await mine.next<UserSummary[]>(serverEvents.getUsers))).toEqual([friend.user.id]);
    }
  });
});

describe('online and offline', () => {
  it('keeps a user online while any tab is open and reports offline only after the last closes', async () => {
    const [watcher, multi, sentinel] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await follow(watcher, multi);
    await follow(watcher, sentinel);
    const watcherSocket = await client(watcher);
    const tab1 = await client(multi);
    const tab2 = await client(multi);
    const sentinelSocket = await client(sentinel);
    await watcherSocket.next<UserSummary[]>('get-users', (list) => has(multi)(list) && has(sentinel)(list));
    watcherSocket.clear();
    expect(await onlineInProfile(watcher, multi)).toBe(true);

    await closeAndWait(t.app, tab1);
    // The sentinel leaves after tab 1 did; by the time its departure is reported, a
    // wrongly counted departure of `multi` would have been reported too.
    await closeAndWait(t.app, sentinelSocket);
    const afterSentinel = await watcherSocket.next<UserSummary[]>('get-users', lacks(sentinel));
    expect(ids(afterSentinel)).toEqual([multi.user.id]);
    expect(await t.app.realtime.presence.isOnline(multi.user.id)).toBe(true);

    await closeAndWait(t.app, tab2);
    expect(await watcherSocket.next<UserSummary[]>('get-users', lacks(multi))).toEqual([]);
    expect(await t.app.realtime.presence.isOnline(multi.user.id)).toBe(false);
    expect(await onlineInProfile(watcher, multi)).toBe(false);
  });

  it('does not flicker offline when a tab reconnects within the grace period', async () => {
    const [watcher, reloader, sentinel] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await follow(watcher, reloader);
    await follow(watcher, sentinel);
    const watcherSocket = await client(watcher);
    const first = await client(reloader);
    const sentinelSocket = await client(sentinel);
    await watcherSocket.next<UserSummary[]>('get-users', (list) => has(reloader)(list) && has(sentinel)(list));
    watcherSocket.clear();

    await closeAndWait(t.app, first);
    await closeAndWait(t.app, sentinelSocket);
    await client(reloader);
    // Reported after the reloader's grace would have run out too.
    expect(ids(await watcherSocket.next<UserSummary[]>('get-users', lacks(sentinel)))).toEqual([reloader.user.id]);
    expect(watcherSocket.pending<UserSummary[]>('get-users').every(has(reloader))).toBe(true);
    expect(await t.app.realtime.presence.isOnline(reloader.user.id)).toBe(true);
  });

  it('hides a user who turns showOnlineStatus off, and shows them again when turned on', async () => {
    const [watcher, shy] = [await signUp(t.app), await signUp(t.app)];
    await follow(shy, watcher);
    const watcherSocket = await client(watcher);
    const shySocket = await client(shy);
    await watcherSocket.next<UserSummary[]>('get-users', has(shy));
    watcherSocket.clear();

    await as(t.app, shy)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload: { showOnlineStatus: false } });
    expect(await watcherSocket.next<UserSummary[]>('get-users', lacks(shy))).toEqual([]);
    expect(await onlineInProfile(watcher, shy)).toBe(false);
    shySocket.clear();
    shySocket.socket.emit('new-user-add');
    expect(ids(await shySocket.next<UserSummary[]>('get-users'))).toEqual([watcher.user.id]);

    await as(t.app, shy)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload: { showOnlineStatus: true } });
    expect(ids(await watcherSocket.next<UserSummary[]>('get-users', has(shy)))).toEqual([shy.user.id]);
    expect(await onlineInProfile(watcher, shy)).toBe(true);
  });
});

function summaryOf(user: TestUser): UserSummary {
  const { id, name, avatarUrl, institutionId, nameOfUniversity } = user.user;
  return { id, name, avatarUrl, institutionId, nameOfUniversity };
}

