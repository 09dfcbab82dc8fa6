/*
 * Who may do what in a group: every role (and the signed-out and the outsider) against
 * every group action, each on a fresh group so destructive actions do not interfere.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import type { Group, GroupMessage } from '../../src/contract/groups.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

type Role = 'owner' | 'admin' | 'member' | 'outsider' | 'signedOut';
type Fixture = { group: Group; post: GroupMessage; people: Record<Exclude<Role, 'signedOut'> | 'other', TestUser> };
type Action = { name: string; request: (f: Fixture, caller: TestUser | null) => InjectOptions; expected: Record<Role, number> };

let t: TestApp;
let people: Fixture['people'];

beforeAll(async () => {
  t = await startTestApp();
  const [owner, admin, member, other, outsider] = await Promise.all(
    ['Owner', 'Admin', 'Member', 'Other', 'Outsider'].map((name) => signUp(t.app, { name })),
  );
  people = { owner: owner!, admin: admin!, member: member!, other: other!, outsider: outsider! };
});
afterAll(async () => t.close());

const api = (user: TestUser | null) => (options: InjectOptions) =>
  user ? as(t.app, user)(options as Parameters<ReturnType<typeof as>>[0]) : t.app.inject(options);

async function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

async function join(owner: TestUser, groupId: string, user: TestUser) {
  const invite = await api(owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } });
  await expectStatus(invite, 201);
  const accepted = await api(user)({
    method: 'POST',
    url: '/api/v1/groups/response-to-invite',
    payload: { inviteId: invite.json<{ id: string }>().id, choice: true },
  });
  await expectStatus(accepted, 200);
}

async function freshFixture(): Promise<Fixture> {
  const { owner, admin, member, other } = people;
  const created = await api(owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Torts study circle' } });
  await expectStatus(created, 201);
  const group = created.json<Group>();
  for (const user of [admin, member, other]) await join(owner, group.id, user);
  const promoted = await api(owner)({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${admin.user.id}`, payload: { role: 'admin' } });
  await expectStatus(promoted, 200);
  const posted = await api(other)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Donoghue v Stevenson #torts' } });
  await expectStatus(posted, 201);
  return { group, post: posted.json<GroupMessage>(), people };
}

const statuses = (owner: number, admin: number, member: number, outsider = 404): Record<Role, number> => ({
  owner,
  admin,
  member,
  outsider,
  signedOut: 401,
});

const actions: Action[] = [
  { name: 'view the group', request: (f) => ({ method: 'GET', url: `/api/v1/groups/${f.group.id}` }), expected: statuses(200, 200, 200) },
  {
    name: 'post a message',
    request: (f) => ({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: f.group.id, message: 'Hello' } }),
    expected: statuses(201, 201, 201),
  },
  {
    name: 'comment on a message',
    request: (f) => ({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: f.post.id, message: 'Agreed' } }),
    expected: statuses(201, 201, 201),
  },
  { name: 'like a message', request: (f) => ({ method: 'POST', url: `/api/v1/groups/like/${f.post.id}` }), expected: statuses(200, 200, 200) },
  {
    name: 'share a message',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/groups/update-post-share-count/${f.post.id}`, payload: { hash: f.post.shareHash } }),
    expected: statuses(200, 200, 200),
  },
  {
    name: "delete someone else's message",
    request: (f) => ({ method: 'DELETE', url: `/api/v1/groups/delete-post/${f.post.id}` }),
    expected: statuses(200, 200, 403),
  },
  {
    name: 'invite someone',
    request: (f) => ({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: f.group.id, email: 'newcomer@campus.test' } }),
    expected: statuses(201, 201, 403),
  },
  {
    name: 'update the group',
    request: (f) => ({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: f.group.id, name: 'Renamed circle' } }),
    expected: statuses(200, 200, 403),
  },
  { name: 'delete the group', request: (f) => ({ method: 'DELETE', url: `/api/v1/groups/delete/${f.group.id}` }), expected: statuses(200, 403, 403) },
  {
    name: 'remove a member',
    request: (f) => ({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: f.group.id, userId: f.people.other.user.id } }),
    expected: statuses(200, 200, 403),
  },
  {
    name: 'remove the owner',
    request: (f) => ({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: f.group.id, userId: f.people.owner.user.id } }),
    expected: statuses(400, 400, 400),
  },
  {
    name: 'leave the group',
    request: (f, caller) => ({
      method: 'POST',
      url: '/api/v1/groups/remove-participant',
      payload: { groupId: f.group.id, userId: (caller ?? f.people.member).user.id },
    }),
    expected: statuses(400, 200, 200),
  },
  {
    name: 'make a member admin',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/groups/${f.group.id}/members/${f.people.other.user.id}`, payload: { role: 'admin' } }),
    expected: statuses(200, 403, 403),
  },
];

const roles: Role[] = ['owner', 'admin', 'member', 'outsider', 'signedOut'];
const cases = actions.flatMap((action) => roles.map((role) => ({ action: action.name, role, status: action.expected[role], run: action })));

describe('group permissions', () => {
  it.each(cases)('$role: $action → $status', async ({ role, status, run }) => {
    const fixture = await freshFixture();
    const caller = role === 'signedOut' ? null : fixture.people[role];
    const response = await api(caller)(run.request(fixture, caller));
    await expectStatus(response, status);
    if (status >= 400) {
      const error = apiErrorSchema.parse(response.json());
      const codes: Record<number, string> = { 400: 'CANNOT_REMOVE_OWNER', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };
      expect(error.code).toBe(codes[status]);
    }
  });

  it('lets only the owner remove an admin', async () => {
    const fixture = await freshFixture();
    const { group, people: p } = fixture;
    await expectStatus(
      await api(p.owner)({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${p.other.user.id}`, payload: { role: 'admin' } }),
      200,
    );
    const remove = (caller: TestUser) =>
      api(caller)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: p.other.user.id } });
    await expectStatus(await remove(p.admin), 403);
    await expectStatus(await remove(p.owner), 200);
  });

  it("lets a member delete their own message but not change the owner's role", async () => {
    const { group, post, people: p } = await freshFixture();
    await expectStatus(await api(p.other)({ method: 'DELETE', url: `/api/v1/groups/delete-post/${post.id}` }), 200);
    const demote = await api(p.owner)({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${p.owner.user.id}`, payload: { role: 'member' } });
    await expectStatus(demote, 400);
    expect(demote.json()).toMatchObject({ code: 'CANNOT_REMOVE_OWNER' });
  });

  it('answers 405 to GET on the like path and 404 for an unknown group', async () => {
    const { post } = await freshFixture();
    const get = await api(people.member)({ method: 'GET', url: `/api/v1/groups/like/${post.id}` });
    await expectStatus(get, 405);
    await expectStatus(await api(people.member)({ method: 'GET', url: '/api/v1/groups/no-such-group' }), 404);
  });
});
