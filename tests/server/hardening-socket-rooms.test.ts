/*
 * A socket's rooms are read when it connects and joined a moment later. A group removal or a
 * session revocation in between found the socket outside the room and so missed it: the
 * change is made here inside the read itself, so the moment in between is hit every time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { groupSchema, type GroupMessage } from '../../src/contract/groups.ts';
import { rooms, serverEvents } from '../../src/contract/socket-events.ts';
import type { App } from '../../src/server/app.ts';
import { connect, listen, settle, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let baseUrl: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t.close());

/** Runs `write` once, right after the first query `matches` picks has its rows and before its caller sees them. */
function duringQuery(app: App, matches: (query: CompiledQuery) => boolean, write: () => Promise<unknown>): void {
  const executor = app.db.getExecutor();
  const executeQuery = executor.executeQuery.bind(executor);
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query) => {
    if (!matches(query)) return executeQuery(query);
    spy.mockRestore();
    const result = await executeQuery(query);
    await write();
    return result;
  });
}

/** The read of a user's groups that a connecting socket makes. */
const readsGroupsOf = (userId: string) => (query: CompiledQuery) =>
  /^select "group_id" from "group_members" where "user_id" =/.test(query.sql) && query.parameters.includes(userId);

/** Resolves once the server's adapter moves a socket of that user out of the room. */
function leaves(app: App, room: string, userId: string): Promise<void> {
  const { io } = app.realtime;
  const adapter = io.of('/').adapter;
  return new Promise((resolve) => {
    const listener = (left: string, id: string) => {
      if (left !== room || io.sockets.sockets.get(id)?.data.user.id !== userId) return;
      adapter.off('leave-room', listener);
      resolve();
    };
    adapter.on('leave-room', listener);
  });
}

async function createGroup(owner: TestUser): Promise<string> {
  return groupSchema.parse((await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Land Law circle' } })).json()).id;
}

async function addMember(owner: TestUser, groupId: string, user: TestUser): Promise<void> {
  const sent = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } });
  const accepted = await as(t.app, user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: sent.json<{ id: string }>().id, choice: true } });
  expect(accepted.statusCode).toBe(200);
}

describe('a socket connecting while its rooms change', () => {
  it('leaves the room of a group its user is removed from between the lookup and the join', async () => {
    const [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const groupId = await createGroup(owner);
    await addMember(owner, groupId, member);
    const room = rooms.group(groupId);
    const left = leaves(t.app, room, member.user.id);
    duringQuery(t.app, readsGroupsOf(member.user.id), async () => {
      const removed = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId, userId: member.user.id } });
      expect(removed.statusCode).toBe(200);
    });

    const client = await connect(baseUrl, { token: member.token });
    open.push(client);
    await left;
    expect(t.app.realtime.io.sockets.sockets.get(client.socket.id ?? '')?.rooms.has(room)).toBe(false);

    // Nothing said in the group reaches the removed member.
    const posted = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message: 'After you left' } });
    expect(posted.json<GroupMessage>().message).toBe('After you left');
    await settle(t.app, client, member.user.id);
    expect(client.pending(serverEvents.groupNewMessage)).toEqual([]);
  });

  it('stays in the rooms of groups the user still belongs to', async () => {
    const [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const groupId = await createGroup(owner);
    await addMember(owner, groupId, member);
    const client = await connect(baseUrl, { token: member.token });
    open.push(client);

    const posted = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId, message: 'Still here?' } });
    expect(posted.statusCode).toBe(201);
    expect(await client.next<GroupMessage>(serverEvents.groupNewMessage)).toMatchObject({ message: 'Still here?' });
  });

  it('is disconnected when its session is revoked between the handshake and joining the session room', async () => {
    const user = await signUp(t.app);
    duringQuery(t.app, (query) => /^select .*from "sessions"/i.test(query.sql), async () => {
      const signedOut = await as(t.app, user)({ method: 'POST', url: '/api/v1/auth/signOut' });
      expect(signedOut.statusCode).toBe(200);
    });

    const client = await connect(baseUrl, { token: user.token });
    open.push(client);
    const socketId = client.socket.id ?? '';
    // get-id follows the joins and the check; a socket cut off never hears it.
    const outcome = await Promise.race([
      client.next(serverEvents.getId).then(() => 'kept'),
      new Promise<string>((resolve) => {
        if (client.socket.disconnected) resolve('disconnected');
        client.socket.once('disconnect', () => resolve('disconnected'));
      }),
    ]);
    expect(outcome).toBe('disconnected');
    expect(t.app.realtime.io.sockets.sockets.has(socketId)).toBe(false);
  });
});
