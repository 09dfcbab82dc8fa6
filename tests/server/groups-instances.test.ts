/*
 * Two instances behind one database and one Redis: a join or a removal made on one
 * instance moves the user's sockets on the other, and group events cross over.
 * Runs when REDIS_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMessageSchema, groupSchema, type GroupMessage } from '../../src/contract/groups.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { connect, listen, sendTestEvent, settle, type TestClient } from './support/sockets.ts';
import { sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const redisUrl = process.env.REDIS_URL;
const READY = 'test:groups-ready';

describe.runIf(redisUrl)('groups across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let dropDatabase: () => Promise<void>;
  const open: TestClient[] = [];

  beforeAll(async () => {
    const database = await sharedDatabaseUrl();
    dropDatabase = database.drop;
    // One Redis prefix for both, so they share rooms; its own for this run, so no other suite hears them.
    const redisPrefix = `campus-test:groups:${process.pid}:${Date.now()}`;
    a = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url });
    b = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url, dataDir: a.config.dataDir });
    for (const instance of [a, b]) instance.app.realtime.onConnection((socket) => sendTestEvent(socket, READY));
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b.close();
    await a.close();
    await dropDatabase();
  });

  async function onInstance(instance: TestApp, user: TestUser): Promise<TestClient> {
    const client = await connect(await listen(instance.app), { token: user.token });
    open.push(client);
    await client.next(READY);
    return client;
  }

  it('moves sockets on the other instance in and out of the room at once', async () => {
    const [owner, member] = await Promise.all([signUp(a.app), signUp(a.app)]);
    const group = groupSchema.parse((await as(a.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Company Law' } })).json());
    const memberOnB = await onInstance(b, member);

    const sent = await as(a.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: member.email } });
    const inviteId = sent.json<{ id: string }>().id;
    await as(a.app, member)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice: true } });

    const posted = await as(a.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Salomon v Salomon' } });
    const message = groupMessageSchema.parse(posted.json());
    expect(await memberOnB.next<GroupMessage>(serverEvents.groupNewMessage)).toEqual(message);

    await as(a.app, owner)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: member.user.id } });
    expect(await memberOnB.next(serverEvents.groupMemberRemoved)).toEqual({ groupId: group.id, userId: member.user.id });
    await as(a.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Members only' } });
    await settle(a.app, memberOnB, member.user.id);
    expect(memberOnB.pending(serverEvents.groupNewMessage)).toEqual([]);
  });
});
