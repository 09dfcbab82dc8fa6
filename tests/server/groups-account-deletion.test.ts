import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupDetailSchema, groupSchema, type Group } from '../../src/contract/groups.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function createGroup(owner: TestUser, name: string): Promise<Group> {
  return groupSchema.parse((await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name } })).json());
}

async function addMember(owner: TestUser, groupId: string, user: TestUser) {
  const sent = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } });
  const inviteId = sent.json<{ id: string }>().id;
  expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice: true } })).statusCode).toBe(200);
}

async function deleteAccount(user: TestUser) {
  const response = await as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: user.password } });
  expect(response.statusCode, response.body).toBe(200);
}

async function detail(user: TestUser, groupId: string) {
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/groups/${groupId}` });
  expect(response.statusCode, response.body).toBe(200);
  return groupDetailSchema.parse(response.json());
}

describe('deleting an account', () => {
  it('passes an owned group to the longest-standing member and deletes a group left empty', async () => {
    const [owner, first, second] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const shared = await createGroup(owner, 'Family Law group');
    await addMember(owner, shared.id, first);
    await addMember(owner, shared.id, second);
    // The admin joined later than `first`, so standing, not rank, decides.
    await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/groups/${shared.id}/members/${second.user.id}`, payload: { role: 'admin' } });
    await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: shared.id, message: 'From the owner' } });
    const alone = await createGroup(owner, 'Owner alone');

    await deleteAccount(owner);

    const { group } = await detail(first, shared.id);
    expect(group.ownerId).toBe(first.user.id);
    expect(group.myRole).toBe('owner');
    expect(group.users.map((user) => [user.id, user.role])).toEqual([
      [first.user.id, 'owner'],
      [second.user.id, 'admin'],
    ]);
    expect(group.messages).toEqual([]);
    const remaining = await t.app.db.selectFrom('groups').select('id').where('id', '=', alone.id).execute();
    expect(remaining).toEqual([]);

    // The new owner has the owner's powers.
    const renamed = await as(t.app, first)({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: shared.id, name: 'Renamed by heir' } });
    expect(renamed.statusCode).toBe(200);
  });

  it('takes a plain member out of their groups and leaves the groups be', async () => {
    const [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner, 'Torts group');
    await addMember(owner, group.id, member);
    await as(t.app, member)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Bye #torts' } });

    await deleteAccount(member);

    const shown = await detail(owner, group.id);
    expect(shown.group.users.map((user) => user.id)).toEqual([owner.user.id]);
    expect(shown.group.messages).toEqual([]);
    expect(shown.hashtags).toEqual([]);
  });
});
