import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import {
  groupCommentSchema,
  groupDetailSchema,
  groupLikeResponseSchema,
  groupMessageSchema,
  groupSchema,
  type Group,
  type GroupDetail,
  type GroupMessage,
} from '../../src/contract/groups.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, member, outsider] = await Promise.all([signUp(t.app, { name: 'Efua' }), signUp(t.app, { name: 'Kwesi' }), signUp(t.app)]);
});
afterAll(async () => t.close());

async function newGroup(name = 'Evidence study group'): Promise<Group> {
  const created = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name } });
  const group = groupSchema.parse(created.json());
  const sent = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: member.email } });
  const inviteId = sent.json<{ id: string }>().id;
  await as(t.app, member)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice: true } });
  return group;
}

async function post(user: TestUser, groupId: string, message: string): Promise<GroupMessage> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message } });
  expect(response.statusCode, response.body).toBe(201);
  return groupMessageSchema.parse(response.json());
}

async function detail(user: TestUser, groupId: string, cursor?: string): Promise<GroupDetail> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/groups/${groupId}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return groupDetailSchema.parse(response.json());
}

describe('hashtags', () => {
  it('counts the messages carrying each tag, ignoring case, most used first', async () => {
    const group = await newGroup();
    const first = await post(owner, group.id, '#Hearsay rules and #Evidence');
    await post(member, group.id, 'more on #hearsay, twice #HEARSAY');
    await post(owner, group.id, 'not#atag but #hearsay! and #evidence and #Burden');
    expect(first.hashtags).toEqual(['Hearsay', 'Evidence']);

    const { hashtags } = await detail(member, group.id);
    expect(hashtags).toEqual([
      { tag: 'Hearsay', count: 3 },
      { tag: 'Evidence', count: 2 },
      { tag: 'Burden', count: 1 },
    ]);

    await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/groups/delete-post/${first.id}` });
    expect((await detail(member, group.id)).hashtags).toEqual([
      { tag: 'hearsay', count: 2 },
      { tag: 'Burden', count: 1 },
      { tag: 'evidence', count: 1 },
    ]);
  });
});

describe('messages', () => {
  it('pages older messages by cursor, newest first, twenty a page', async () => {
    const group = await newGroup();
    const sent: GroupMessage[] = [];
    for (let i = 0; i < 45; i += 1) sent.push(await post(i % 2 ? owner : member, group.id, `message ${i}`));
    const newestFirst = sent.map((message) => message.id).reverse();

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await detail(owner, group.id, cursor);
      pages.push(page.group.messages.map((message) => message.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('refuses an empty or too long message and an unknown group', async () => {
    const group = await newGroup();
    const send = (groupId: string, message: string) =>
      as(t.app, member)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message } });
    expect((await send(group.id, '   ')).statusCode).toBe(400);
    expect((await send(group.id, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await send('no-such-group', 'hello')).statusCode).toBe(404);
  });

  it('toggles likes per user and shows them on the message', async () => {
    const group = await newGroup();
    const message = await post(owner, group.id, 'Like this');
    const like = async (user: TestUser) =>
      groupLikeResponseSchema.parse((await as(t.app, user)({ method: 'POST', url: `/api/v1/groups/like/${message.id}` })).json());

    expect(await like(member)).toEqual({ liked: true, likes: [{ userId: member.user.id, groupMessageId: message.id }] });
    expect((await like(owner)).likes.map((item) => item.userId).sort()).toEqual([owner.user.id, member.user.id].sort());
    expect(await like(member)).toEqual({ liked: false, likes: [{ userId: owner.user.id, groupMessageId: message.id }] });
    const [shown] = (await detail(member, group.id)).group.messages;
    expect(shown?.likes).toEqual([{ userId: owner.user.id, groupMessageId: message.id }]);
    expect((await as(t.app, outsider)({ method: 'POST', url: `/api/v1/groups/like/${message.id}` })).statusCode).toBe(404);
  });

  it('adds comments, newest first on the message', async () => {
    const group = await newGroup();
    const message = await post(owner, group.id, 'Comment on this');
    const comment = async (user: TestUser, text: string) => {
      const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: message.id, message: text } });
      expect(response.statusCode, response.body).toBe(201);
      return groupCommentSchema.parse(response.json());
    };
    const first = await comment(member, 'first');
    const second = await comment(owner, 'second');
    expect(first).toMatchObject({ groupMessageId: message.id, author: { id: member.user.id }, message: 'first' });
    const [shown] = (await detail(owner, group.id)).group.messages;
    expect(shown?.comments).toEqual([second, first]);

    const bad = await as(t.app, member)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: message.id, message: '' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await as(t.app, member)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: 'nope', message: 'hi' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts shares only with the right hash, correctly under concurrent requests', async () => {
    const group = await newGroup();
    const message = await post(member, group.id, 'Share me');
    const share = (hash: string) =>
      as(t.app, owner)({ method: 'PATCH', url: `/api/v1/groups/update-post-share-count/${message.id}`, payload: { hash } });

    expect((await share(message.shareHash)).json()).toEqual({ shareCount: 1 });
    const wrong = await share('0'.repeat(64));
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).code).toBe('INVALID_SHARE_HASH');
    const other = await post(member, group.id, 'Another');
    expect((await share(other.shareHash)).statusCode).toBe(400);

    await Promise.all(Array.from({ length: 10 }, () => share(message.shareHash)));
    expect((await share(message.shareHash)).json()).toEqual({ shareCount: 12 });
    const shown = (await detail(member, group.id)).group.messages.find((item) => item.id === message.id);
    expect(shown?.shareCount).toBe(12);
  });
});
