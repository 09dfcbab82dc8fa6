/*
 * A client may send `typing` on every key press, or a script thousands at once: a socket
 * relays one per conversation every two seconds and drops the rest before any query.
 * Time moves on the app's clock, never by waiting.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationSchema, type TypingEvent } from '../../src/contract/messaging.ts';
import { clientEvents, serverEvents } from '../../src/contract/socket-events.ts';
import { spyOnQueries } from './support/queries.ts';
import { clientPool, listen, settle, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let now = Date.parse('2026-11-23T08:00:00.000Z');
const advanceSeconds = (seconds: number) => (now += seconds * 1000);

let t: TestApp;
let baseUrl: string;
const clients = clientPool(() => baseUrl);

beforeAll(async () => {
  t = await startTestApp({ clock: { now: () => new Date(now) } });
  baseUrl = await listen(t.app);
});
afterEach(() => {
  vi.restoreAllMocks();
  clients.closeAll();
});
afterAll(async () => t.close());

async function startConversation(from: TestUser, to: TestUser): Promise<string> {
  const response = await as(t.app, from)({ method: 'POST', url: '/api/v1/messaging/conversation/newConversation', payload: { participantId: to.user.id } });
  return conversationSchema.parse(response.json()).id;
}

/** Sends the events, then waits until the server has handled them all: it handles a socket's packets in order. */
async function sendAll(client: TestClient, payloads: unknown[]): Promise<void> {
  for (const payload of payloads) client.socket.emit(clientEvents.typing, payload);
  const answered = client.next(serverEvents.getUsers);
  client.socket.emit(clientEvents.newUserAdd);
  await answered;
}

/** The typing events the user's client has heard by now, consumed. */
async function typingHeard(client: TestClient, user: TestUser): Promise<TypingEvent[]> {
  await settle(t.app, client, user.user.id);
  const heard = client.pending<TypingEvent>(serverEvents.typing);
  client.clear();
  return heard;
}

describe('typing bursts', () => {
  it('relays one typing of a burst of 50, looks the conversation up once, and another after two seconds', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const [amaTab, kofiTab] = await Promise.all([clients.connect(ama), clients.connect(kofi)]);
    const queries = spyOnQueries(t.app.db);

    await sendAll(amaTab, Array.from({ length: 50 }, () => ({ conversationId })));
    expect(await kofiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });
    expect(await typingHeard(kofiTab, kofi)).toEqual([]);
    expect(queries.on('conversation_participants')).toBe(1);

    advanceSeconds(1);
    await sendAll(amaTab, Array.from({ length: 50 }, () => ({ conversationId })));
    expect(await typingHeard(kofiTab, kofi)).toEqual([]);

    advanceSeconds(1.5);
    await sendAll(amaTab, Array.from({ length: 50 }, () => ({ conversationId })));
    expect(await kofiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });
    expect(await typingHeard(kofiTab, kofi)).toEqual([]);
    // The participants were still known.
    expect(queries.on('conversation_participants')).toBe(1);
  });

  it('throttles each conversation apart', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const withKofi = await startConversation(ama, kofi);
    const withEsi = await startConversation(ama, esi);
    const [amaTab, kofiTab, esiTab] = await Promise.all([clients.connect(ama), clients.connect(kofi), clients.connect(esi)]);

    await sendAll(amaTab, [{ conversationId: withKofi }, { conversationId: withEsi }, { conversationId: withKofi }, { conversationId: withEsi }]);
    expect(await kofiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId: withKofi, userId: ama.user.id });
    expect(await esiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId: withEsi, userId: ama.user.id });
    expect(await typingHeard(kofiTab, kofi)).toEqual([]);
    expect(await typingHeard(esiTab, esi)).toEqual([]);
  });

  it('answers a burst naming conversations the user is not in with one lookup at most, and relays nothing', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const [amaTab, kofiTab] = await Promise.all([clients.connect(ama), clients.connect(kofi)]);
    const queries = spyOnQueries(t.app.db);

    await sendAll(amaTab, Array.from({ length: 50 }, () => ({ conversationId: randomUUID() })));
    expect(await typingHeard(kofiTab, kofi)).toEqual([]);
    expect(queries.on('conversation_participants')).toBeLessThanOrEqual(1);

    // Her own conversation is known by now.
    await sendAll(amaTab, [{ conversationId }]);
    expect(await kofiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });
    expect(queries.on('conversation_participants')).toBeLessThanOrEqual(1);
  });

  it('learns of a conversation opened after it read them, once the two seconds are past', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const withKofi = await startConversation(ama, kofi);
    const [amaTab, esiTab] = await Promise.all([clients.connect(ama), clients.connect(esi)]);
    await sendAll(amaTab, [{ conversationId: withKofi }]);

    const withEsi = await startConversation(esi, ama);
    advanceSeconds(2);
    await sendAll(amaTab, [{ conversationId: withEsi }]);
    expect(await esiTab.next<TypingEvent>(serverEvents.typing)).toEqual({ conversationId: withEsi, userId: ama.user.id });
  });
});
