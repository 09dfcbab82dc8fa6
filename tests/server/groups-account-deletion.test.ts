import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groupDetailSchema, groupSchema, type Group, type GroupDeletedEvent, type GroupMemberRemovedEvent } from '../../src/contract/groups.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { connect, listen, sendTestEvent, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const READY = 'test:groups-ready';

let t: TestApp;
let baseUrl: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  // Registered after the app's own handlers, so it arrives once the socket sits in its group rooms.
  t.app.realtime.onConnection((socket) => sendTestEvent(socket, READY));
  baseUrl = await listen(t.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t.close());

async function online(user: TestUser): Promise<TestClient> {
  const client = await connect(baseUrl, { token: user.token });
  open.push(client);
  await client.next(READY);
  return client;
}

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

/** An owner's group with two members who joined in this order. */
async function groupOfThree(name: string) {
  const [owner, first, second] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const group = await createGroup(owner, name);
  await addMember(owner, group.id, first);
  await addMember(owner, group.id, second);
  return { owner, first, second, group };
}

describe('deleting an account', () => {
  it('passes an owned group to the longest-standing member and deletes a group left empty', async () => {
    const { owner, first, second, group: shared } = await groupOfThree('Family Law group');
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

describe('deleting an account, as other members see it', () => {
  it('tells each member of a passed-on group that the owner left and who owns it now', async () => {
    const { owner, first, second, group } = await groupOfThree('Equity group');
    const [firstTab, secondTab] = await Promise.all([online(first), online(second)]);

    await deleteAccount(owner);

    const removed: GroupMemberRemovedEvent = { groupId: group.id, userId: owner.user.id };
    for (const [tab, role] of [[firstTab, 'owner'], [secondTab, 'member']] as const) {
      expect(await tab.next<GroupMemberRemovedEvent>(serverEvents.groupMemberRemoved)).toEqual(removed);
      const updated = groupSchema.parse(await tab.next<Group>(serverEvents.groupUpdated));
      expect(updated).toMatchObject({ id: group.id, ownerId: first.user.id, myRole: role });
      expect(updated.users.map((user) => user.id).sort()).toEqual([first.user.id, second.user.id].sort());
    }
  });

  it('tells the group a plain member left, and the member’s other tab that a group left alone is gone', async () => {
    const [owner, member, loner] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner, 'Land law group');
    await addMember(owner, group.id, member);
    const solo = await createGroup(loner, 'Just me');
    const [ownerTab, lonerTab] = await Promise.all([online(owner), online(loner)]);

    await deleteAccount(member);
    expect(await ownerTab.next<GroupMemberRemovedEvent>(serverEvents.groupMemberRemoved)).toEqual({ groupId: group.id, userId: member.user.id });

    await deleteAccount(loner);
    expect(await lonerTab.next<GroupDeletedEvent>(serverEvents.groupDeleted)).toEqual({ id: solo.id });
  });
});

