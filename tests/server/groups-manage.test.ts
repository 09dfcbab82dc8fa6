import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupListSchema, groupMemberSchema, groupSchema, topicListSchema, userSearchResultSchema, type Group } from '../../src/contract/groups.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Adwoa Mensah' });
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>, user = owner) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/groups/create', payload });

describe('topics', () => {
  it('lists the seeded core law courses, with or without the trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/courses/', headers: { authorization: `Bearer ${owner.token}` } });
    const { items } = topicListSchema.parse(response.json());
    expect(items).toHaveLength(15);
    expect(items.map((topic) => topic.name)).toEqual(expect.arrayContaining(['Law of Contract', 'Law of Torts', 'Equity and Trusts', 'Law of Taxation']));
    const again = await as(t.app, owner)({ method: 'GET', url: '/api/v1/courses' });
    expect(again.json()).toEqual({ items });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/courses' })).statusCode).toBe(401);
  });
});

describe('creating and updating groups', () => {
  it('creates a group with a topic and icon; the creator owns it and it leads my list', async () => {
    const { items: topics } = topicListSchema.parse((await as(t.app, owner)({ method: 'GET', url: '/api/v1/courses' })).json());
    const topicId = topics[0]!.id;
    const icon = `data:image/png;base64,${PNG_1PX}`;
    const response = await create({ name: '  Contract Law crew ', description: 'Offer and acceptance', groupIcon: icon, topicId });
    expect(response.statusCode, response.body).toBe(201);
    const group = groupSchema.parse(response.json());
    expect(group).toMatchObject({ name: 'Contract Law crew', description: 'Offer and acceptance', groupIcon: icon, topicId, ownerId: owner.user.id, myRole: 'owner' });
    const { id, name, avatarUrl, institutionId, nameOfUniversity } = owner.user;
    expect(group.users).toEqual([{ id, name, avatarUrl, institutionId, nameOfUniversity, role: 'owner', joinedAt: group.createdAt }]);

    const later = groupSchema.parse((await create({ name: 'Second group' })).json());
    const list = groupListSchema.parse((await as(t.app, owner)({ method: 'GET', url: '/api/v1/groups/' })).json());
    expect(list.items.map((item) => item.id).slice(0, 2)).toEqual([later.id, group.id]);
  });

  it.each([
    ['a name under 3 characters', { name: 'ab' }, 400],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 400],
    ['a description over 1000 characters', { name: 'Valid', description: 'x'.repeat(1001) }, 400],
    ['an icon that is not a data URL', { name: 'Valid', groupIcon: 'https://example.com/a.png' }, 400],
    ['an SVG icon', { name: 'Valid', groupIcon: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` }, 400],
    ['an icon whose bytes are not the image it claims', { name: 'Valid', groupIcon: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` }, 400],
    ['an icon over 200 KB', { name: 'Valid', groupIcon: `data:image/png;base64,${Buffer.alloc(205 * 1024, 1).toString('base64')}` }, 400],
    ['an unknown topic', { name: 'Valid', topicId: 'no-such-topic' }, 404],
  ])('refuses %s', async (_label, payload, status) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(apiErrorSchema.parse(response.json()).code).toBe(status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
  });

  it('updates name, description and icon, and clears the icon with null', async () => {
    const group = groupSchema.parse((await create({ name: 'Before', groupIcon: `data:image/png;base64,${PNG_1PX}` })).json());
    const update = (payload: Record<string, unknown>) => as(t.app, owner)({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: group.id, ...payload } });
    const renamed = groupSchema.parse((await update({ name: 'After', description: 'New words' })).json());
    expect(renamed).toMatchObject({ name: 'After', description: 'New words', groupIcon: group.groupIcon });
    expect(groupSchema.parse((await update({ groupIcon: null })).json()).groupIcon).toBeNull();
    expect((await update({ name: 'no' })).statusCode).toBe(400);
  });

  it('deletes a group for good', async () => {
    const group = groupSchema.parse((await create({ name: 'Short lived' })).json());
    const deleted = await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/groups/delete/${group.id}` });
    expect(deleted.json()).toEqual({ id: group.id });
    expect((await as(t.app, owner)({ method: 'GET', url: `/api/v1/groups/${group.id}` })).statusCode).toBe(404);
    expect((await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/groups/delete/${group.id}` })).statusCode).toBe(404);
  });
});

describe('members', () => {
  it('changes a role, removes a participant and lets a member leave', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const group = groupSchema.parse((await create({ name: 'Equity circle' })).json());
    for (const user of [ama, kofi]) {
      const sent = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: user.email } });
      await as(t.app, user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: sent.json<{ id: string }>().id, choice: true } });
    }
    const promoted = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${ama.user.id}`, payload: { role: 'admin' } });
    expect(groupMemberSchema.parse(promoted.json())).toMatchObject({ id: ama.user.id, role: 'admin' });
    const asAma = groupSchema.parse((await as(t.app, ama)({ method: 'GET', url: '/api/v1/groups' })).json<{ items: Group[] }>().items[0]);
    expect(asAma.myRole).toBe('admin');

    const removed = await as(t.app, ama)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: kofi.user.id } });
    expect(removed.json()).toEqual({ userId: kofi.user.id });
    expect((await as(t.app, kofi)({ method: 'GET', url: `/api/v1/groups/${group.id}` })).statusCode).toBe(404);

    const left = await as(t.app, ama)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: ama.user.id } });
    expect(left.json()).toEqual({ userId: ama.user.id });
    const users = groupSchema.parse((await as(t.app, owner)({ method: 'GET', url: `/api/v1/groups/${group.id}` })).json<{ group: Group }>().group).users;
    expect(users.map((user) => user.id)).toEqual([owner.user.id]);

    const gone = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: kofi.user.id } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('searching users to invite', () => {
  it('matches part of a name or a whole email, leaves me out and answers at most 20', async () => {
    const tag = `zebra${Date.now()}`;
    await Promise.all(Array.from({ length: 22 }, (_, i) => signUp(t.app, { name: `${tag} ${i}` })));
    const byEmail = await signUp(t.app, { email: `${tag}.mail@campus.test`, name: 'Plain Name' });
    const me = await signUp(t.app, { name: `${tag} me` });
    const search = async (user: TestUser, query: string) =>
      userSearchResultSchema.parse((await as(t.app, user)({ method: 'GET', url: `/api/v1/groups/search-user/${encodeURIComponent(query)}` })).json()).items;

    const results = await search(me, tag.toUpperCase());
    expect(results).toHaveLength(20);
    expect(results.map((user) => user.id)).not.toContain(me.user.id);
    expect((await search(me, `${tag}.MAIL@campus.test`)).map((user) => user.id)).toEqual([byEmail.user.id]);
    expect(await search(me, `${tag}.mai`)).toEqual([]);
    expect(await search(me, 'no-one-has-this-name')).toEqual([]);
    expect(await search(me, '%_%')).toEqual([]);
  });
});
