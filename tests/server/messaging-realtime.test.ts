import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessageSchema, conversationSchema, typingEventSchema, type Message, type TypingEvent } from '../../src/contract/messaging.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { connectAs, eventsNamed, markHandlersDone, waitFor, type Recorder } from './messaging-sockets.ts';
import { spyOnQueries } from './support/queries.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let baseUrl: string;
const open: Recorder[] = [];

beforeAll(async () => {
  t = await startTestApp();
  markHandlersDone(t.app);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const recorder of open.splice(0)) recorder.socket.close();
});
afterAll(async () => t.close());

const base = '/api/v1/messaging';

async function connect(user: TestUser): Promise<Recorder> {
  const recorder = await connectAs(baseUrl, user.token);
  open.push(recorder);
  return recorder;
}

async function startConversation(from: TestUser, to: TestUser): Promise<string> {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: to.user.id } });
  return conversationSchema.parse(response.json()).id;
}

async function send(from: TestUser, conversationId: string, body: string): Promise<Message> {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newMessage`, payload: { conversationId, body } });
  expect(response.statusCode).toBe(201);
  return chatMessageSchema.parse(response.json());
}

const isMessage = (id: string) => (payload: Message) => payload.id === id;

describe('newMessage', () => {
  it('reaches both participants, the sender’s other tab too, and nobody else', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const esiWithKofi = await startConversation(esi, kofi);
    const [amaTab1, amaTab2, kofiTab, esiTab] = await Promise.all([connect(ama), connect(ama), connect(kofi), connect(esi)]);

    const receivedByAll = Promise.all(
      [amaTab1, amaTab2, kofiTab].map((tab) => waitFor<Message>(tab, serverEvents.newMessage, (payload) => payload.body === 'Akwaaba!')),
    );
    const sent = await send(ama, conversationId, 'Akwaaba!');
    for (const payload of await receivedByAll) expect(chatMessageSchema.parse(payload)).toEqual(sent);

    // Esi's own conversation brings her a message; anything of Ama's would have come first.
    const barrier = await send(kofi, esiWithKofi, 'hello Esi');
    await waitFor(esiTab, serverEvents.newMessage, isMessage(barrier.id));
    expect(eventsNamed(esiTab, serverEvents.newMessage)).toEqual([barrier]);
  });
});

describe('typing', () => {
  it('reaches the other participant only, not the typist’s other tabs or outsiders', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const esiWithAma = await startConversation(esi, ama);
    const [amaTab1, amaTab2, kofiTab, esiTab] = await Promise.all([connect(ama), connect(ama), connect(kofi), connect(esi)]);

    const kofiHears = waitFor<TypingEvent>(kofiTab, serverEvents.typing);
    amaTab1.socket.emit('typing', { conversationId });
    expect(typingEventSchema.parse(await kofiHears)).toEqual({ conversationId, userId: ama.user.id });

    // A message emitted after the relay arrives after anything the relay sent to Ama's or Esi's tabs.
    const amaBarrier = await send(kofi, conversationId, 'after typing');
    await Promise.all([amaTab1, amaTab2].map((tab) => waitFor(tab, serverEvents.newMessage, isMessage(amaBarrier.id))));
    const esiBarrier = await send(ama, esiWithAma, 'to Esi');
    await waitFor(esiTab, serverEvents.newMessage, isMessage(esiBarrier.id));
    for (const tab of [amaTab1, amaTab2, esiTab]) expect(eventsNamed(tab, serverEvents.typing)).toEqual([]);
  });

  it('ignores typing from someone outside the conversation', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const esiWithKofi = await startConversation(esi, kofi);
    const [esiTab, kofiTab] = await Promise.all([connect(esi), connect(kofi)]);

    esiTab.socket.emit('typing', { conversationId });
    // Then a typing Esi may send; Kofi must hear only that one.
    esiTab.socket.emit('typing', { conversationId: esiWithKofi });
    await waitFor<TypingEvent>(kofiTab, serverEvents.typing, (event) => event.conversationId === esiWithKofi);
    const barrier = await send(esi, esiWithKofi, 'barrier');
    await waitFor(kofiTab, serverEvents.newMessage, isMessage(barrier.id));
    expect(eventsNamed(kofiTab, serverEvents.typing)).toEqual([{ conversationId: esiWithKofi, userId: esi.user.id }]);
  });

  it('drops malformed payloads without harm and keeps serving the socket', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const [amaTab, kofiTab] = await Promise.all([connect(ama), connect(kofi)]);

    for (const payload of [null, 'text', 42, [], {}, { conversationId: 7 }, { conversationId: '' }, { conversationId: 'x'.repeat(5000) }]) {
      amaTab.socket.emit('typing', payload);
    }
    amaTab.socket.emit('typing');
    amaTab.socket.emit('typing', { conversationId: 'no-such-conversation' });
    amaTab.socket.emit('typing', { conversationId });
    expect(await waitFor<TypingEvent>(kofiTab, serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });
    expect(amaTab.socket.connected).toBe(true);
    const barrier = await send(ama, conversationId, 'still here');
    await waitFor(kofiTab, serverEvents.newMessage, isMessage(barrier.id));
    expect(eventsNamed(kofiTab, serverEvents.typing)).toHaveLength(1);
  });

  it('drops a payload holding NUL before it reaches the database', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await startConversation(ama, kofi);
    const [amaTab, kofiTab] = await Promise.all([connect(ama), connect(kofi)]);
    const queries = spyOnQueries(t.app.db);
    const errors = vi.spyOn(t.app.log, 'error');

    amaTab.socket.emit('typing', { conversationId: `${conversationId}\u0000` });
    amaTab.socket.emit('typing', { conversationId, extra: '\u0000' });
    amaTab.socket.emit('typing', { conversationId });
    expect(await waitFor<TypingEvent>(kofiTab, serverEvents.typing)).toEqual({ conversationId, userId: ama.user.id });
    // Packets are handled in order, so by now the two before it were handled too.
    expect(queries.on('conversation_participants')).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
