/*
 * Blocks over HTTP: the routes themselves, and every route a block changes. A block works
 * both ways, so each check runs from both sides, beside a bystander who still sees everything.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockListSchema, BLOCKED_MESSAGE } from '../../src/contract/safety.ts';
import { groupDetailSchema } from '../../src/contract/groups.ts';
import { conversationListSchema, conversationSchema } from '../../src/contract/messaging.ts';
import { noteListSchema } from '../../src/contract/notes.ts';
import { notificationListSchema } from '../../src/contract/notifications.ts';
import { postCommentListSchema, postDetailSchema, postListSchema } from '../../src/contract/posts.ts';
import type { UserProfile } from '../../src/contract/users.ts';
import { errorOf } from './support/accounts.ts';
import { collaborateBothWays, createNote } from './support/notes.ts';
import {
  blockUser,
  commentInGroup,
  commentOnPost,
  createPost,
  groupWith,
  openConversation,
  postInGroup,
  sendMessage,
  unblockUser,
} from './support/safety.ts';
import { foundIds } from './support/search.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

// Fresh people for each test: ama blocks kofi; esi is a bystander. All three share a campus.
let ama: TestUser;
let kofi: TestUser;
let esi: TestUser;
beforeEach(async () => {
  [ama, kofi, esi] = [await signUp(t.app, { name: 'Ama' }), await signUp(t.app, { name: 'Kofi' }), await signUp(t.app, { name: 'Esi' })];
});

const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
  as(t.app, user)({ method: method as 'GET', url: `/api/v1${url}`, payload: payload as object });

const expectBlocked = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(errorOf(response)).toMatchObject({ code: 'BLOCKED', message: BLOCKED_MESSAGE });
};

const profile = async (viewer: TestUser, user: TestUser) => (await call(viewer, 'GET', `/auth/user-profile/${user.user.id}`)).json<UserProfile>();

async function feedAuthors(viewer: TestUser, query = ''): Promise<string[]> {
  const response = await call(viewer, 'GET', `/posts?take=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return postListSchema.parse(response.json()).items.map((post) => post.author.id);
}

describe('the block routes', () => {
  it('block and unblock answer { blocked }; GET /auth/blocks lists whom I blocked', async () => {
    await blockUser(t.app, ama, kofi);
    await blockUser(t.app, ama, kofi);
    await blockUser(t.app, ama, esi);
    const list = blockListSchema.parse((await call(ama, 'GET', '/auth/blocks')).json());
    expect(list.items.map((user) => user.id).sort()).toEqual([esi.user.id, kofi.user.id].sort());
    expect(list.items.find((user) => user.id === kofi.user.id)).toEqual({ id: kofi.user.id, name: 'Kofi', avatarUrl: null, institutionId: 1000, nameOfUniversity: 'University of Ghana' });
    // Being blocked is no entry in my own list.
    expect(blockListSchema.parse((await call(kofi, 'GET', '/auth/blocks')).json()).items).toEqual([]);
    await unblockUser(t.app, ama, kofi);
    await unblockUser(t.app, ama, kofi);
    expect(blockListSchema.parse((await call(ama, 'GET', '/auth/blocks')).json()).items.map((user) => user.id)).toEqual([esi.user.id]);
  });

  it('refuses blocking oneself (400) and an unknown person (404), storing nothing', async () => {
    for (const method of ['POST', 'DELETE']) {
      const self = await call(ama, method, `/auth/block/${ama.user.id}`);
      expect(self.statusCode).toBe(400);
      expect(errorOf(self)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params.userId' }] });
      expect((await call(ama, method, '/auth/block/no-such-user')).statusCode).toBe(404);
    }
    expect((await call(ama, 'POST', `/auth/block/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await call(ama, 'GET', `/auth/block/${kofi.user.id}`)).statusCode).toBe(405);
    expect(await t.app.db.selectFrom('blocks').selectAll().where('blocker_id', '=', ama.user.id).execute()).toEqual([]);
  });
});

describe('what a block ends and refuses', () => {
  it('ends follows both ways and the collaboration, counts included; neither may follow or ask again (403 BLOCKED)', async () => {
    await call(ama, 'POST', `/auth/toggle-follow/${kofi.user.id}`);
    await call(kofi, 'POST', `/auth/toggle-follow/${ama.user.id}`);
    await call(esi, 'POST', `/auth/toggle-follow/${kofi.user.id}`);
    await collaborateBothWays(t.app, ama, kofi);
    await createNote(t.app, kofi, { visibility: 'collaborators', title: 'For collaborators' });
    expect(noteListSchema.parse((await call(ama, 'GET', '/auth/get-collaborators-notes')).json()).items).toHaveLength(1);

    await blockUser(t.app, ama, kofi);
    expect(await profile(esi, kofi)).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(await profile(ama, kofi)).toMatchObject({ isFollowing: false, followsMe: false, collaboration: 'none' });
    expect(noteListSchema.parse((await call(ama, 'GET', '/auth/get-collaborators-notes')).json()).items).toEqual([]);
    for (const [from, to] of [[ama, kofi], [kofi, ama]] as const) {
      await expectBlocked(await call(from, 'POST', `/auth/toggle-follow/${to.user.id}`));
      await expectBlocked(await call(from, 'POST', `/auth/toggle-collaborate/${to.user.id}`));
    }
    expect(await profile(esi, ama)).toMatchObject({ followersCount: 0, followingCount: 0 });

    await unblockUser(t.app, ama, kofi);
    expect((await call(kofi, 'POST', `/auth/toggle-follow/${ama.user.id}`)).json()).toEqual({ following: true, followersCount: 1 });
  });

  it('allows no new conversation, and no message in an existing one (it stays readable)', async () => {
    const conversationId = await openConversation(t.app, ama, kofi);
    await sendMessage(t.app, kofi, conversationId, 'Before the block');
    await blockUser(t.app, ama, kofi);
    for (const [from, to] of [[ama, kofi], [kofi, ama]] as const) {
      await expectBlocked(await call(from, 'POST', '/messaging/conversation/newConversation', { participantId: to.user.id }));
      await expectBlocked(await call(from, 'POST', '/messaging/conversation/newMessage', { conversationId, body: 'Hello?' }));
      const page = await call(from, 'GET', `/messaging/messages/${conversationId}`);
      expect(page.json<{ items: { body: string }[] }>().items.map((message) => message.body)).toEqual(['Before the block']);
    }
    await openConversation(t.app, esi, kofi);
  });

  it('marks the conversation blocked for both, and only while the block stands', async () => {
    const conversationId = await openConversation(t.app, ama, kofi);
    const withEsi = await openConversation(t.app, esi, kofi);
    const blockedOf = async (viewer: TestUser) => {
      const response = await call(viewer, 'GET', '/messaging/conversations');
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(conversationListSchema.parse(response.json()).items.map((item) => [item.id, item.blocked]));
    };
    expect(await blockedOf(ama)).toEqual({ [conversationId]: false });

    await blockUser(t.app, ama, kofi);
    expect(await blockedOf(ama)).toEqual({ [conversationId]: true });
    expect(await blockedOf(kofi)).toEqual({ [conversationId]: true, [withEsi]: false });
    const reopened = await call(kofi, 'POST', '/messaging/conversation/newConversation', { participantId: esi.user.id });
    expect(conversationSchema.parse(reopened.json())).toMatchObject({ id: withEsi, blocked: false });

    await unblockUser(t.app, ama, kofi);
    expect(await blockedOf(kofi)).toEqual({ [conversationId]: false, [withEsi]: false });
  });

  it('allows no group invite either way; a group both belong to stays as it is', async () => {
    const shared = await groupWith(t.app, esi, [ama, kofi]);
    const amasGroup = await groupWith(t.app, ama, []);
    const kofisGroup = await groupWith(t.app, kofi, []);
    await blockUser(t.app, kofi, ama);
    await expectBlocked(await call(ama, 'POST', '/groups/invite', { groupId: amasGroup.id, email: kofi.email }));
    await expectBlocked(await call(kofi, 'POST', '/groups/invite', { groupId: kofisGroup.id, email: ama.email }));
    expect((await call(kofi, 'POST', '/groups/invite', { groupId: kofisGroup.id, email: esi.email })).statusCode).toBe(201);

    const message = await postInGroup(t.app, kofi, shared.id, 'Still here');
    await commentInGroup(t.app, ama, message.id, 'So am I');
    const seen = groupDetailSchema.parse((await call(ama, 'GET', `/groups/${shared.id}`)).json());
    expect(seen.group.messages.map((item) => [item.author.id, item.message])).toEqual([[kofi.user.id, 'Still here']]);
    expect(seen.group.users.map((user) => user.id)).toContain(kofi.user.id);
  });
});

describe('what a block hides', () => {
  it('hides the other’s posts in every feed, both ways, while a bystander’s feed is whole', async () => {
    await call(ama, 'POST', `/auth/toggle-follow/${kofi.user.id}`);
    await createPost(t.app, kofi, 'Kofi on #Torts');
    await createPost(t.app, ama, 'Ama on #Torts');
    await createPost(t.app, esi, 'Esi on #Torts');
    // Read first, so the blocked reads below meet the same cached pages.
    expect(await feedAuthors(esi)).toEqual(expect.arrayContaining([ama.user.id, kofi.user.id]));
    await blockUser(t.app, ama, kofi);

    const queries = ['', '&scope=following', '&scope=campus', '&hashtag=torts', `&authorId=${kofi.user.id}`, `&authorId=${ama.user.id}`, '&skip=0'];
    for (const query of queries) {
      expect(await feedAuthors(ama, query), query).not.toContain(kofi.user.id);
      expect(await feedAuthors(kofi, query), query).not.toContain(ama.user.id);
    }
    const whole = await feedAuthors(esi, '&hashtag=torts');
    expect(whole.slice(0, 3)).toEqual([esi.user.id, ama.user.id, kofi.user.id]);
    expect(await feedAuthors(ama, '&hashtag=torts')).toEqual(expect.arrayContaining([esi.user.id, ama.user.id]));

    await unblockUser(t.app, ama, kofi);
    expect(await feedAuthors(ama, '&hashtag=torts')).toContain(kofi.user.id);
  });

  it('keeps a feed page’s cursor when a block empties it, so paging goes on past it', async () => {
    await createPost(t.app, esi, 'older, by Esi');
    for (const n of [1, 2, 3]) await createPost(t.app, kofi, `newer ${n}, by Kofi`);
    await blockUser(t.app, kofi, ama);
    const first = postListSchema.parse((await call(ama, 'GET', `/posts?take=3&authorId=${kofi.user.id}`)).json());
    expect(first.items).toEqual([]);
    const page = postListSchema.parse((await call(ama, 'GET', '/posts?take=3')).json());
    expect(page.items.map((post) => post.author.id)).not.toContain(kofi.user.id);
    expect(page.nextCursor).not.toBeNull();
    const next = postListSchema.parse((await call(ama, 'GET', `/posts?take=3&cursor=${page.nextCursor ?? ''}`)).json());
    expect(next.items.map((post) => post.body)).toContain('older, by Esi');
  });

  it('makes the other’s posts 404 (read, comment, like, share) and leaves their comments out, both ways', async () => {
    const kofisPost = await createPost(t.app, kofi);
    const esisPost = await createPost(t.app, esi);
    await commentOnPost(t.app, kofi, esisPost.id, 'Kofi’s comment');
    await commentOnPost(t.app, ama, esisPost.id, 'Ama’s comment');
    await blockUser(t.app, ama, kofi);

    for (const [method, url, payload] of [
      ['GET', `/posts/${kofisPost.id}`],
      ['GET', `/posts/${kofisPost.id}/comments`],
      ['POST', '/posts/new-comment', { postId: kofisPost.id, body: 'Hi' }],
      ['POST', `/posts/like/${kofisPost.id}`],
      ['PATCH', `/posts/update-post-share-count/${kofisPost.id}`, { hash: kofisPost.shareHash }],
    ] as const) {
      expect((await call(ama, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const comments = (viewer: TestUser) => call(viewer, 'GET', `/posts/${esisPost.id}/comments`).then((r) => postCommentListSchema.parse(r.json()).items.map((c) => c.body));
    expect(await comments(ama)).toEqual(['Ama’s comment']);
    expect(await comments(kofi)).toEqual(['Kofi’s comment']);
    expect(await comments(esi)).toEqual(['Ama’s comment', 'Kofi’s comment']);
    const detail = postDetailSchema.parse((await call(ama, 'GET', `/posts/${esisPost.id}`)).json());
    expect(detail.comments.map((comment) => comment.body)).toEqual(['Ama’s comment']);
    expect(detail.commentsCount).toBe(2);
  });

  it('makes the other’s notes 404 and leaves their comments on notes out, both ways', async () => {
    const kofisNote = await createNote(t.app, kofi, { visibility: 'public' });
    const amasNote = await createNote(t.app, ama, { visibility: 'public' });
    await call(kofi, 'POST', `/notes/comment/${amasNote.id}`, { body: 'Kofi was here' });
    await blockUser(t.app, ama, kofi);
    for (const [viewer, note] of [[ama, kofisNote], [kofi, amasNote]] as const) {
      expect((await call(viewer, 'GET', `/notes/${note.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'PATCH', `/notes/like/${note.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'POST', `/notes/comment/${note.id}`, { body: 'x' })).statusCode).toBe(404);
    }
    const seen = await call(ama, 'GET', `/notes/${amasNote.id}`);
    expect(seen.json<{ comments: unknown[] }>().comments).toEqual([]);
    expect((await call(esi, 'GET', `/notes/${amasNote.id}`)).json<{ comments: unknown[] }>().comments).toHaveLength(1);
  });

  it('hides the other from search, both ways: their posts, notes and the person', async () => {
    await createPost(t.app, kofi, 'Quixotic contracts explained');
    await createNote(t.app, kofi, { visibility: 'public', title: 'Quixotic notes' });
    await createPost(t.app, ama, 'Quixotic reply');
    const [kofiHits, amaHits] = [await foundIds(t.app, esi, 'Quixotic'), await foundIds(t.app, esi, 'Ama')];
    expect(kofiHits).toHaveLength(3);
    await blockUser(t.app, ama, kofi);
    expect(await foundIds(t.app, ama, 'Quixotic')).toHaveLength(1);
    expect(await foundIds(t.app, kofi, 'Quixotic')).toHaveLength(2);
    expect(await foundIds(t.app, ama, 'Kofi', 'user')).not.toContain(kofi.user.id);
    expect(await foundIds(t.app, kofi, 'Ama', 'user')).not.toContain(ama.user.id);
    expect(await foundIds(t.app, esi, 'Quixotic')).toEqual(kofiHits);
    expect(await foundIds(t.app, esi, 'Ama')).toEqual(amaHits);
  });

  it('lets nothing one does notify the other', async () => {
    const group = await groupWith(t.app, ama, []);
    const invite = await call(ama, 'POST', '/groups/invite', { groupId: group.id, email: kofi.email });
    await blockUser(t.app, ama, kofi);
    const accepted = await call(kofi, 'POST', '/groups/response-to-invite', { inviteId: invite.json<{ id: string }>().id, choice: true });
    expect(accepted.statusCode).toBe(200);
    const notifications = notificationListSchema.parse((await call(ama, 'GET', '/notifications')).json());
    expect(notifications.items.filter((item) => item.actor?.id === kofi.user.id)).toEqual([]);
    // The same thing from someone not blocked does notify.
    const other = await call(ama, 'POST', '/groups/invite', { groupId: group.id, email: esi.email });
    await call(esi, 'POST', '/groups/response-to-invite', { inviteId: other.json<{ id: string }>().id, choice: true });
    const after = notificationListSchema.parse((await call(ama, 'GET', '/notifications')).json());
    expect(after.items.map((item) => [item.type, item.actor?.id])).toEqual([['group-joined', esi.user.id]]);
  });
});
