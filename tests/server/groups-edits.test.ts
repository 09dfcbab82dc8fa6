/*
 * What owners, admins and authors change after the fact: a group's pending invites (listed
 * and cancelled by owners and admins), a post's words (by its author only), and the topic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupDetailSchema, groupInviteSchema, groupMessageSchema, groupSchema, inviteListSchema, topicListSchema, type Group } from '../../src/contract/groups.ts';
import { newId } from '../../src/server/lib/ids.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const call = (user: TestUser) => as(t.app, user);
const codeOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json()).code;

type Circle = { group: Group; owner: TestUser; admin: TestUser; member: TestUser; outsider: TestUser };

async function join(owner: TestUser, groupId: string, user: TestUser) {
  const sent = groupInviteSchema.parse((await call(owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } })).json());
  expect((await call(user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: sent.id, choice: true } })).statusCode).toBe(200);
}

async function circle(): Promise<Circle> {
  const [owner, admin, member, outsider] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
  const group = groupSchema.parse((await call(owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Equity circle' } })).json());
  await join(owner, group.id, admin);
  await join(owner, group.id, member);
  const promoted = await call(owner)({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${admin.user.id}`, payload: { role: 'admin' } });
  expect(promoted.statusCode).toBe(200);
  return { group, owner, admin, member, outsider };
}

const inviteTo = async (from: TestUser, groupId: string, email: string) =>
  groupInviteSchema.parse((await call(from)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email } })).json());
const groupInvites = (user: TestUser, groupId: string) => call(user)({ method: 'GET', url: `/api/v1/groups/${groupId}/invites` });
const cancel = (user: TestUser, inviteId: string) => call(user)({ method: 'DELETE', url: `/api/v1/groups/cancel-invite/${inviteId}` });

describe('a group’s pending invites', () => {
  it('are listed for the owner and admins, newest first, without answered ones', async () => {
    const c = await circle();
    const first = await inviteTo(c.owner, c.group.id, 'first@example.edu');
    const second = await inviteTo(c.admin, c.group.id, 'second@example.edu');

    for (const viewer of [c.owner, c.admin]) {
      const response = await groupInvites(viewer, c.group.id);
      expect(response.statusCode).toBe(200);
      expect(inviteListSchema.parse(response.json()).items.map((item) => item.id)).toEqual([second.id, first.id]);
    }
  });

  it('are hidden from plain members (403) and from everyone outside (404)', async () => {
    const c = await circle();
    await inviteTo(c.owner, c.group.id, 'hidden@example.edu');
    const asMember = await groupInvites(c.member, c.group.id);
    expect(asMember.statusCode).toBe(403);
    expect(codeOf(asMember)).toBe('FORBIDDEN');
    expect((await groupInvites(c.outsider, c.group.id)).statusCode).toBe(404);
  });

  it('can be cancelled by the owner or an admin: gone from the group’s list and the invitee’s, and no longer answerable', async () => {
    const c = await circle();
    const invitee = await signUp(t.app);
    const one = await inviteTo(c.owner, c.group.id, invitee.email);

    const response = await cancel(c.admin, one.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: one.id });
    expect(inviteListSchema.parse((await groupInvites(c.owner, c.group.id)).json()).items).toEqual([]);
    expect(inviteListSchema.parse((await call(invitee)({ method: 'GET', url: '/api/v1/groups/invites' })).json()).items).toEqual([]);
    const late = await call(invitee)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: one.id, choice: true } });
    expect(late.statusCode).toBe(404);

    const two = await inviteTo(c.owner, c.group.id, 'other@example.edu');
    expect((await cancel(c.owner, two.id)).statusCode).toBe(200);
  });

  it('refuses a member (403), an outsider or an unknown invite (404), and one already answered (410)', async () => {
    const c = await circle();
    const invitee = await signUp(t.app);
    const pending = await inviteTo(c.owner, c.group.id, 'waiting@example.edu');

    expect((await cancel(c.member, pending.id)).statusCode).toBe(403);
    expect((await cancel(c.outsider, pending.id)).statusCode).toBe(404);
    expect((await cancel(c.owner, newId())).statusCode).toBe(404);
    expect(inviteListSchema.parse((await groupInvites(c.owner, c.group.id)).json()).items.map((item) => item.id)).toEqual([pending.id]);

    const answered = await inviteTo(c.owner, c.group.id, invitee.email);
    await call(invitee)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: answered.id, choice: false } });
    const closed = await cancel(c.owner, answered.id);
    expect(closed.statusCode).toBe(410);
    expect(codeOf(closed)).toBe('INVITE_CLOSED');
  });
});

const postTo = async (user: TestUser, groupId: string, message: string) =>
  groupMessageSchema.parse((await call(user)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message } })).json());
const edit = (user: TestUser, id: string, message: unknown) => call(user)({ method: 'PATCH', url: `/api/v1/groups/update-post/${id}`, payload: { message } });
const detail = async (user: TestUser, groupId: string) => groupDetailSchema.parse((await call(user)({ method: 'GET', url: `/api/v1/groups/${groupId}` })).json());

describe('editing a group post', () => {
  it('lets the author change the words; the tags and the group’s tag counts follow', async () => {
    const c = await circle();
    const sent = await postTo(c.member, c.group.id, 'Read #Trusts tonight');

    const response = await edit(c.member, sent.id, '  Read #Estoppel tonight  ');
    expect(response.statusCode, response.body).toBe(200);
    const edited = groupMessageSchema.parse(response.json());
    expect(edited).toMatchObject({ id: sent.id, message: 'Read #Estoppel tonight', hashtags: ['Estoppel'], createdAt: sent.createdAt });

    const seen = await detail(c.owner, c.group.id);
    expect(seen.group.messages.find((item) => item.id === sent.id)?.message).toBe('Read #Estoppel tonight');
    expect(seen.hashtags).toEqual([{ tag: 'Estoppel', count: 1 }]);
  });

  it('marks a post edited only when its words change', async () => {
    const c = await circle();
    const sent = await postTo(c.member, c.group.id, 'Same words');
    expect(sent.updatedAt).toBe(sent.createdAt);

    const unchanged = groupMessageSchema.parse((await edit(c.member, sent.id, ' Same words ')).json());
    expect(unchanged.updatedAt).toBe(sent.createdAt);
    const changed = groupMessageSchema.parse((await edit(c.member, sent.id, 'New words')).json());
    expect(changed.updatedAt > sent.createdAt).toBe(true);
    expect((await detail(c.owner, c.group.id)).group.messages[0]?.updatedAt).toBe(changed.updatedAt);
  });

  it('refuses everyone but the author: owner and admin 403, outsider 404; an empty text is a 400', async () => {
    const c = await circle();
    const sent = await postTo(c.member, c.group.id, 'Mine alone');

    for (const other of [c.owner, c.admin]) {
      const response = await edit(other, sent.id, 'Changed by someone else');
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('FORBIDDEN');
    }
    expect((await edit(c.outsider, sent.id, 'Changed from outside')).statusCode).toBe(404);
    expect((await edit(c.member, newId(), 'No such post')).statusCode).toBe(404);
    expect((await edit(c.member, sent.id, '   ')).statusCode).toBe(400);
    expect((await detail(c.member, c.group.id)).group.messages[0]?.message).toBe('Mine alone');
  });
});

describe('a group’s topic', () => {
  it('is set, changed and cleared by the owner from the course list; an unknown topic is a 404, a member a 403', async () => {
    const c = await circle();
    const { items: topics } = topicListSchema.parse((await call(c.owner)({ method: 'GET', url: '/api/v1/courses/' })).json());
    const [first, second] = topics;
    if (!first || !second) throw new Error('the seeded course list is empty');
    const update = (user: TestUser, topicId: string | null) => call(user)({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: c.group.id, topicId } });

    expect(groupSchema.parse((await update(c.owner, first.id)).json()).topicId).toBe(first.id);
    expect(groupSchema.parse((await update(c.owner, second.id)).json()).topicId).toBe(second.id);
    const unknown = await update(c.owner, newId());
    expect(unknown.statusCode).toBe(404);
    expect((await update(c.member, first.id)).statusCode).toBe(403);
    expect((await detail(c.owner, c.group.id)).group.topicId).toBe(second.id);

    const renamed = groupSchema.parse((await call(c.owner)({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: c.group.id, name: 'Equity study' } })).json());
    expect(renamed.topicId).toBe(second.id);
    expect(groupSchema.parse((await update(c.owner, null)).json()).topicId).toBeNull();
  });
});
