/*
 * Socket events across a block: a new post, typing and notifications never cross it, and
 * the two drop out of each other's online contacts; a bystander hears everything as before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents, serverEvents } from '../../src/contract/socket-events.ts';
import type { Post } from '../../src/contract/posts.ts';
import type { UserProfile, UserSummary } from '../../src/contract/users.ts';
import { notify } from '../../src/server/modules/notifications/notify.ts';
import { blockUser, createPost, groupWith, openConversation, unblockUser } from './support/safety.ts';
import { clientPool, listen, settle } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let url: string;
const clients = clientPool(() => url);

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
});
afterEach(clients.closeAll);
afterAll(async () => t.close());

const people = async () => [await signUp(t.app, { name: 'Ama' }), await signUp(t.app, { name: 'Kofi' }), await signUp(t.app, { name: 'Esi' })] as const;
const ids = (list: UserSummary[]) => list.map((user) => user.id);
const follow = (who: TestUser, whom: TestUser) => as(t.app, who)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${whom.user.id}` });

describe('socket events across a block', () => {
  it('does not deliver a new post to the other, at the same campus or as a former follower', async () => {
    const [ama, kofi, esi] = await people();
    await follow(ama, kofi);
    const [amaSocket, esiSocket] = [await clients.connect(ama), await clients.connect(esi)];
    const before = await createPost(t.app, kofi, 'before the block');
    expect((await amaSocket.next<Post>(serverEvents.newPost)).id).toBe(before.id);

    await blockUser(t.app, ama, kofi);
    const after = await createPost(t.app, kofi, 'after the block');
    expect((await esiSocket.next<Post>(serverEvents.newPost, (post) => post.id === after.id)).body).toBe('after the block');
    await settle(t.app, amaSocket, ama.user.id);
    expect(amaSocket.pending<Post>(serverEvents.newPost).map((post) => post.id)).not.toContain(after.id);

    // Both ways: Kofi does not hear Ama's.
    const kofiSocket = await clients.connect(kofi);
    const amas = await createPost(t.app, ama, 'Ama posts');
    await esiSocket.next<Post>(serverEvents.newPost, (post) => post.id === amas.id);
    await settle(t.app, kofiSocket, kofi.user.id);
    expect(kofiSocket.pending<Post>(serverEvents.newPost)).toEqual([]);
  });

  it('does not relay typing across a block', async () => {
    const [ama, kofi] = await people();
    const conversationId = await openConversation(t.app, ama, kofi);
    const [amaSocket, kofiSocket] = [await clients.connect(ama), await clients.connect(kofi)];
    amaSocket.socket.emit(clientEvents.typing, { conversationId });
    expect(await kofiSocket.next(serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });

    await blockUser(t.app, kofi, ama);
    amaSocket.clear();
    kofiSocket.clear();
    for (const socket of [amaSocket, kofiSocket]) {
      socket.socket.emit(clientEvents.typing, { conversationId });
      // A connection's packets are handled in order, and the typing relay has far fewer steps
      // than the get-users answer to this one: by that answer, the relay has run its course.
      socket.socket.emit(clientEvents.newUserAdd, null);
      await socket.next(serverEvents.getUsers);
    }
    await settle(t.app, kofiSocket, kofi.user.id);
    await settle(t.app, amaSocket, ama.user.id);
    expect(kofiSocket.pending(serverEvents.typing)).toEqual([]);
    expect(amaSocket.pending(serverEvents.typing)).toEqual([]);
  });

  it('sends no notification, stored or live, from one to the other', async () => {
    const [ama, kofi, esi] = await people();
    const amaSocket = await clients.connect(ama);
    await blockUser(t.app, ama, kofi);
    const input = { userId: ama.user.id, type: 'post-like' as const, message: 'liked your post', link: null };
    const kofiRow = (await t.app.db.selectFrom('users').selectAll().where('id', '=', kofi.user.id).executeTakeFirstOrThrow());
    const esiRow = (await t.app.db.selectFrom('users').selectAll().where('id', '=', esi.user.id).executeTakeFirstOrThrow());
    expect(await notify(t.app, { ...input, actor: kofiRow })).toBeUndefined();
    const fromEsi = await notify(t.app, { ...input, actor: esiRow });
    expect(await amaSocket.next(serverEvents.newNotification)).toEqual(fromEsi);
    await settle(t.app, amaSocket, ama.user.id);
    expect(amaSocket.pending(serverEvents.newNotification)).toEqual([]);
  });

  it('takes each out of the other’s online contacts and shows them offline on the profile, until unblocked', async () => {
    const [ama, kofi, esi] = await people();
    await groupWith(t.app, esi, [ama, kofi]);
    await follow(ama, kofi);
    const kofiSocket = await clients.connect(kofi);
    const amaSocket = await clients.connect(ama);
    await kofiSocket.next<UserSummary[]>(serverEvents.getUsers, (list) => ids(list).includes(ama.user.id));
    const online = async (viewer: TestUser, user: TestUser) =>
      (await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/user-profile/${user.user.id}` })).json<UserProfile>().online;
    expect(await online(ama, kofi)).toBe(true);

    amaSocket.clear();
    kofiSocket.clear();
    await blockUser(t.app, ama, kofi);
    expect(ids(await amaSocket.next<UserSummary[]>(serverEvents.getUsers))).not.toContain(kofi.user.id);
    expect(ids(await kofiSocket.next<UserSummary[]>(serverEvents.getUsers))).not.toContain(ama.user.id);
    expect(await online(ama, kofi)).toBe(false);
    expect(await online(kofi, ama)).toBe(false);
    // Esi, in the same group, still sees both.
    expect([await online(esi, ama), await online(esi, kofi)]).toEqual([true, true]);

    amaSocket.socket.emit(clientEvents.newUserAdd, null);
    expect(ids(await amaSocket.next<UserSummary[]>(serverEvents.getUsers))).not.toContain(kofi.user.id);
    await unblockUser(t.app, ama, kofi);
    // Still group co-members: back in each other's list.
    expect(ids(await amaSocket.next<UserSummary[]>(serverEvents.getUsers, (list) => ids(list).includes(kofi.user.id)))).toContain(kofi.user.id);
    expect(await online(ama, kofi)).toBe(true);
  });
});
