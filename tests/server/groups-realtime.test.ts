/*
 * Group events over real sockets: they reach the group's members' sockets and no one
 * else's, joins and removals move sockets between rooms at once, and a removed member
 * hears of the removal and then nothing more from the group.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  groupCommentSchema,
  groupMessageSchema,
  groupSchema,
  type Group,
  type GroupLikeEvent,
  type GroupMemberJoinedEvent,
  type GroupMemberRemovedEvent,
  type GroupMessage,
} from '../../src/contract/groups.ts';
import type { Notification } from '../../src/contract/notifications.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { connect, listen, sendTestEvent, settle, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const READY = 'test:groups-ready';

let t: TestApp;
let baseUrl: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  // Registered after the app's own handlers, so it arrives once the socket sits in its group rooms.
  t.app.realtime.onConnection((socket) => {
    sendTestEvent(socket, READY);
  });
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

const call = (user: TestUser) => as(t.app, user);

async function createGroup(owner: TestUser): Promise<Group> {
  return groupSchema.parse((await call(owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Criminal Law crew' } })).json());
}

async function addMember(owner: TestUser, groupId: string, user: TestUser) {
  const sent = await call(owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } });
  const inviteId = sent.json<{ id: string }>().id;
  const accepted = await call(user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice: true } });
  expect(accepted.statusCode).toBe(200);
}

async function post(user: TestUser, groupId: string, message: string): Promise<GroupMessage> {
  const response = await call(user)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message } });
  return groupMessageSchema.parse(response.json());
}

async function expectNothingMore(client: TestClient, user: TestUser, event: string) {
  await settle(t.app, client, user.user.id);
  expect(client.pending(event)).toEqual([]);
}

describe('group events', () => {
  it('reach every member socket that was connected before, and no outsider', async () => {
    const [owner, member, outsider] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner);
    await addMember(owner, group.id, member);
    const [ownerTab, memberTab, outsiderTab] = await Promise.all([online(owner), online(member), online(outsider)]);

    const sent = await post(member, group.id, 'Mens rea #crime');
    expect(await ownerTab.next<GroupMessage>(serverEvents.groupNewMessage)).toEqual(sent);
    expect(await memberTab.next<GroupMessage>(serverEvents.groupNewMessage)).toEqual(sent);

    const comment = groupCommentSchema.parse(
      (await call(owner)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: sent.id, message: 'Actus reus too' } })).json(),
    );
    expect(await memberTab.next(serverEvents.groupNewComment)).toEqual(comment);

    await call(owner)({ method: 'POST', url: `/api/v1/groups/like/${sent.id}` });
    expect(await memberTab.next<GroupLikeEvent>(serverEvents.groupLike)).toEqual({ groupMessageId: sent.id, userId: owner.user.id, liked: true });

    await call(owner)({ method: 'PUT', url: '/api/v1/groups/update', payload: { id: group.id, name: 'Crime and punishment' } });
    const updated = groupSchema.parse(await memberTab.next(serverEvents.groupUpdated));
    expect(updated).toMatchObject({ id: group.id, name: 'Crime and punishment', myRole: 'member' });
    expect((await ownerTab.next<Group>(serverEvents.groupUpdated)).myRole).toBe('owner');

    const edited = groupMessageSchema.parse(
      (await call(member)({ method: 'PATCH', url: `/api/v1/groups/update-post/${sent.id}`, payload: { message: 'Mens rea and #intent' } })).json(),
    );
    expect(await ownerTab.next<GroupMessage>(serverEvents.groupPostUpdated)).toEqual(edited);
    expect(edited).toMatchObject({ id: sent.id, message: 'Mens rea and #intent', hashtags: ['intent'] });
    expect(edited.updatedAt > sent.createdAt).toBe(true);
    expect(sent.updatedAt).toBe(sent.createdAt);

    await call(member)({ method: 'DELETE', url: `/api/v1/groups/delete-post/${sent.id}` });
    expect(await ownerTab.next(serverEvents.groupPostDeleted)).toEqual({ groupId: group.id, id: sent.id });

    for (const event of Object.values(serverEvents).filter((name) => name.startsWith('group:'))) {
      await expectNothingMore(outsiderTab, outsider, event);
    }
  });

  it('moves a newcomer’s open sockets into the room when they accept, and tells the group', async () => {
    const [owner, newcomer] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner);
    const [ownerTab, newcomerTab] = await Promise.all([online(owner), online(newcomer)]);

    const sent = await call(owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: newcomer.email } });
    const notification = await newcomerTab.next<Notification>(serverEvents.newNotification);
    expect(notification).toMatchObject({ type: 'group-invite', userId: newcomer.user.id });

    await call(newcomer)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: sent.json<{ id: string }>().id, choice: true } });
    const joined = await ownerTab.next<GroupMemberJoinedEvent>(serverEvents.groupMemberJoined);
    expect(joined).toMatchObject({ groupId: group.id, user: { id: newcomer.user.id, role: 'member' } });
    expect(await ownerTab.next<Notification>(serverEvents.newNotification)).toMatchObject({ type: 'group-joined' });

    const message = await post(owner, group.id, 'Welcome!');
    expect(await newcomerTab.next<GroupMessage>(serverEvents.groupNewMessage)).toEqual(message);
  });

  it('tells the invitee and the group when a pending invite is withdrawn', async () => {
    const [owner, invitee, outsider] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner);
    const [ownerTab, inviteeTab, outsiderTab] = await Promise.all([online(owner), online(invitee), online(outsider)]);

    const sent = await call(owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: invitee.email } });
    const inviteId = sent.json<{ id: string }>().id;
    await inviteeTab.next<Notification>(serverEvents.newNotification);
    await call(owner)({ method: 'DELETE', url: `/api/v1/groups/cancel-invite/${inviteId}` });

    expect(await inviteeTab.next(serverEvents.groupInviteCancelled)).toEqual({ groupId: group.id, id: inviteId });
    expect(await ownerTab.next(serverEvents.groupInviteCancelled)).toEqual({ groupId: group.id, id: inviteId });
    await expectNothingMore(outsiderTab, outsider, serverEvents.groupInviteCancelled);
  });

  it('tells a removed member once, on every tab, and then sends them nothing more', async () => {
    const [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner);
    await addMember(owner, group.id, member);
    const [ownerTab, memberTab1, memberTab2] = await Promise.all([online(owner), online(member), online(member)]);

    await call(owner)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: member.user.id } });
    const expected: GroupMemberRemovedEvent = { groupId: group.id, userId: member.user.id };
    for (const tab of [ownerTab, memberTab1, memberTab2]) expect(await tab.next(serverEvents.groupMemberRemoved)).toEqual(expected);

    const after = await post(owner, group.id, 'Only for members');
    expect(await ownerTab.next<GroupMessage>(serverEvents.groupNewMessage)).toEqual(after);
    for (const tab of [memberTab1, memberTab2]) {
      await expectNothingMore(tab, member, serverEvents.groupNewMessage);
      expect(tab.pending(serverEvents.groupMemberRemoved)).toEqual([]);
    }
  });

  it('takes a member who leaves out of the room, and tells everyone when the group is deleted', async () => {
    const [owner, leaver, stayer] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const group = await createGroup(owner);
    await addMember(owner, group.id, leaver);
    await addMember(owner, group.id, stayer);
    const [leaverTab, stayerTab] = await Promise.all([online(leaver), online(stayer)]);

    await call(leaver)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: leaver.user.id } });
    expect(await stayerTab.next(serverEvents.groupMemberRemoved)).toEqual({ groupId: group.id, userId: leaver.user.id });
    expect(await leaverTab.next(serverEvents.groupMemberRemoved)).toEqual({ groupId: group.id, userId: leaver.user.id });

    await call(owner)({ method: 'DELETE', url: `/api/v1/groups/delete/${group.id}` });
    expect(await stayerTab.next(serverEvents.groupDeleted)).toEqual({ id: group.id });
    await expectNothingMore(leaverTab, leaver, serverEvents.groupDeleted);
  });
});
