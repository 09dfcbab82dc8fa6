import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  messagePageSchema,
  type Message,
  type MessagePage,
} from '../../src/contract/messaging.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const base = '/api/v1/messaging';

async function open(from: TestUser, to: TestUser): Promise<string> {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: to.user.id } });
  return conversationSchema.parse(response.json()).id;
}

async function send(from: TestUser, conversationId: string, body: string): Promise<Message> {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newMessage`, payload: { conversationId, body } });
  expect(response.statusCode).toBe(201);
  return chatMessageSchema.parse(response.json());
}

async function page(user: TestUser, conversationId: string, query: Record<string, string> = {}): Promise<MessagePage> {
  const response = await as(t.app, user)({ method: 'GET', url: `${base}/messages/${conversationId}`, query });
  expect(response.statusCode).toBe(200);
  return messagePageSchema.parse(response.json());
}

async function totalUnread(user: TestUser): Promise<number> {
  const response = await as(t.app, user)({ method: 'GET', url: `${base}/get-total-unread-messages` });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number }>().total;
}

async function unreadByConversation(user: TestUser): Promise<Record<string, number>> {
  const response = await as(t.app, user)({ method: 'GET', url: `${base}/conversations` });
  const { items } = conversationListSchema.parse(response.json());
  return Object.fromEntries(items.map((item) => [item.id, item.unreadCount]));
}

describe('sending a message', () => {
  it('answers 201 with the message and moves the conversation’s activity', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app, { name: 'Ama Mensah' }), signUp(t.app)]);
    const conversationId = await open(ama, kofi);
    const message = await send(ama, conversationId, '  Did you read Donoghue v Stevenson?  ');
    expect(message).toMatchObject({
      conversationId,
      body: 'Did you read Donoghue v Stevenson?',
      sender: { id: ama.user.id, name: 'Ama Mensah', institutionId: 1000, nameOfUniversity: 'University of Ghana' },
    });
    const { items } = conversationListSchema.parse((await as(t.app, kofi)({ method: 'GET', url: `${base}/conversations` })).json());
    expect(items[0]).toMatchObject({ id: conversationId, updatedAt: message.createdAt, lastMessage: message });
  });

  it('refuses an empty body, one over 4000 characters and a missing conversation id with 400', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await open(ama, kofi);
    const call = (payload: object) => as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newMessage`, payload });
    for (const payload of [{ conversationId, body: '   ' }, { conversationId, body: 'x'.repeat(4001) }, { body: 'hi' }, { conversationId, body: 42 }]) {
      const response = await call(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await call({ conversationId, body: 'x'.repeat(4000) })).statusCode).toBe(201);
  });
});

describe('reading messages', () => {
  it('pages back through 120 messages, oldest first within each page, with no gaps or repeats', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await open(ama, kofi);
    const sent: Message[] = [];
    for (let i = 1; i <= 120; i += 1) sent.push(await send(i % 3 ? ama : kofi, conversationId, `message ${i}`));

    const seen: Message[][] = [];
    let current = await page(kofi, conversationId, { messagesPerPage: '50' });
    seen.push(current.items);
    expect(current.hasMore).toBe(true);
    while (current.hasMore) {
      current = await page(kofi, conversationId, { messagesPerPage: '50', oldestMessageId: current.items[0]!.id });
      seen.push(current.items);
    }
    expect(seen.map((items) => items.length)).toEqual([50, 50, 20]);
    expect(seen[0]!.map((m) => m.body)).toEqual(sent.slice(70).map((m) => m.body));
    const all = seen.reverse().flat();
    expect(all.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(all).toEqual(sent);

    // Exactly a page's worth left before a message: hasMore is false, not a phantom next page.
    const exact = await page(kofi, conversationId, { messagesPerPage: '30', oldestMessageId: sent[30]!.id });
    expect(exact.items.map((m) => m.id)).toEqual(sent.slice(0, 30).map((m) => m.id));
    expect(exact.hasMore).toBe(false);
    const beforeFirst = await page(kofi, conversationId, { oldestMessageId: sent[0]!.id });
    expect(beforeFirst).toEqual({ items: [], hasMore: false });
  });

  it('gives 30 by default, caps messagesPerPage at 100 and refuses 0', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await open(ama, kofi);
    for (let i = 0; i < 101; i += 1) await send(ama, conversationId, `m${i}`);
    expect((await page(ama, conversationId)).items).toHaveLength(30);
    const capped = await page(ama, conversationId, { messagesPerPage: '1000' });
    expect(capped.items).toHaveLength(100);
    expect(capped.hasMore).toBe(true);
    const zero = await as(t.app, ama)({ method: 'GET', url: `${base}/messages/${conversationId}`, query: { messagesPerPage: '0' } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 for an oldestMessageId from another conversation', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const mine = await open(ama, kofi);
    const theirs = await open(kofi, esi);
    const foreign = await send(esi, theirs, 'not for Ama');
    const response = await as(t.app, ama)({ method: 'GET', url: `${base}/messages/${mine}`, query: { oldestMessageId: foreign.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found.' });
  });
});

describe('unread counts', () => {
  it('count per conversation and in total for the receiver only, and go back to zero on reading', async () => {
    const [me, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const withKofi = await open(me, kofi);
    const withEsi = await open(esi, me);
    for (const body of ['one', 'two', 'three']) await send(kofi, withKofi, body);
    for (const body of ['a', 'b']) await send(esi, withEsi, body);
    await send(me, withEsi, 'my own message never counts for me');

    expect(await unreadByConversation(me)).toEqual({ [withKofi]: 3, [withEsi]: 2 });
    expect(await totalUnread(me)).toBe(5);
    expect(await totalUnread(kofi)).toBe(0);
    expect(await totalUnread(esi)).toBe(1);

    await page(me, withKofi);
    expect(await unreadByConversation(me)).toEqual({ [withKofi]: 0, [withEsi]: 2 });
    expect(await totalUnread(me)).toBe(2);

    const read = await as(t.app, me)({ method: 'POST', url: `${base}/conversation/${withEsi}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect(await unreadByConversation(me)).toEqual({ [withKofi]: 0, [withEsi]: 0 });
    expect(await totalUnread(me)).toBe(0);

    await send(kofi, withKofi, 'again');
    expect(await totalUnread(me)).toBe(1);
  });

  it('loses no count when many messages arrive at once', async () => {
    const [me, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversationId = await open(kofi, me);
    await Promise.all(Array.from({ length: 25 }, (_, i) => send(kofi, conversationId, `burst ${i}`)));
    expect(await totalUnread(me)).toBe(25);
    expect((await page(me, conversationId, { messagesPerPage: '100' })).items).toHaveLength(25);
    expect(await totalUnread(me)).toBe(0);
  });
});
