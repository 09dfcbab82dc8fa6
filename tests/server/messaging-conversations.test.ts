import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { conversationListSchema, conversationSchema, type Conversation } from '../../src/contract/messaging.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const base = '/api/v1/messaging';

async function open(from: TestUser, to: TestUser): Promise<Conversation> {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: to.user.id } });
  expect([200, 201]).toContain(response.statusCode);
  return conversationSchema.parse(response.json());
}

async function send(from: TestUser, conversationId: string, body: string) {
  const response = await as(t.app, from)({ method: 'POST', url: `${base}/conversation/newMessage`, payload: { conversationId, body } });
  expect(response.statusCode).toBe(201);
}

async function listAll(user: TestUser, take: number): Promise<Conversation[]> {
  const all: Conversation[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = cursor ? { take: String(take), cursor } : { take: String(take) };
    const response = await as(t.app, user)({ method: 'GET', url: `${base}/conversations`, query });
    expect(response.statusCode).toBe(200);
    const page = conversationListSchema.parse(response.json());
    expect(page.items.length).toBeLessThanOrEqual(take);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('starting a conversation', () => {
  it('answers 201 with a new conversation, then 200 with the same one for the same pair, from either side', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const first = await as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: kofi.user.id } });
    expect(first.statusCode).toBe(201);
    const created = conversationSchema.parse(first.json());
    expect(created.participants.map((p) => p.id).sort()).toEqual([ama.user.id, kofi.user.id].sort());
    expect(created).toMatchObject({ lastMessage: null, unreadCount: 0 });

    const again = await as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: kofi.user.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    const reverse = await as(t.app, kofi)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: ama.user.id } });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().id).toBe(created.id);
  });

  it('makes exactly one conversation when several requests race for the same pair', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(t.app, i % 2 ? ama : kofi)({
          method: 'POST',
          url: `${base}/conversation/newConversation`,
          payload: { participantId: (i % 2 ? kofi : ama).user.id },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await listAll(ama, 20)).toHaveLength(1);
  });

  it('refuses an unknown participant (404), oneself (400) and a missing id (400)', async () => {
    const ama = await signUp(t.app);
    const call = (payload: object) => as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newConversation`, payload });
    const unknown = await call({ participantId: '0190f5c2-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json())).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    const self = await call({ participantId: ama.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.participantId' }] });
    const missing = await call({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/conversations` });
    expect(response.statusCode).toBe(401);
  });
});

describe('listing conversations', () => {
  it('orders by latest activity and pages with a cursor without gaps or repeats', async () => {
    const me = await signUp(t.app);
    const others = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const conversations: Conversation[] = [];
    for (const other of others) conversations.push(await open(me, other));
    // Activity: the third, then the first, then the fifth get messages, newest last.
    await send(others[2]!, conversations[2]!.id, 'third');
    await send(me, conversations[0]!.id, 'first');
    await send(others[4]!, conversations[4]!.id, 'fifth');
    const byActivity = [1, 3, 2, 0, 4].map((i) => conversations[i]!.id);

    const everything = await listAll(me, 50);
    expect(everything.map((c) => c.id).sort()).toEqual(conversations.map((c) => c.id).sort());
    // Activity times never go backwards in the order things happened (equal within one millisecond)...
    const at = new Map(everything.map((c) => [c.id, c.updatedAt]));
    const times = byActivity.map((id) => at.get(id)!);
    expect([...times].sort()).toEqual(times);
    // ...and the list is latest activity first, ties broken by id, which is [4, 0, 2, 3, 1] when no two share a millisecond.
    const expected = [...everything].sort((a, b) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1));
    expect(everything.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    for (const take of [1, 2, 5]) {
      expect((await listAll(me, take)).map((c) => c.id)).toEqual(everything.map((c) => c.id));
    }
    const latest = everything.find((c) => c.id === conversations[4]!.id);
    expect(latest?.lastMessage).toMatchObject({ body: 'fifth', sender: { id: others[4]!.user.id }, conversationId: conversations[4]!.id });
    expect(latest?.unreadCount).toBe(1);
    expect(latest?.updatedAt).toBe(latest?.lastMessage?.createdAt);
    expect(latest?.participants).toHaveLength(2);
  });

  it('caps take at 50 and refuses a cursor it did not make', async () => {
    const me = await signUp(t.app);
    const capped = await as(t.app, me)({ method: 'GET', url: `${base}/conversations`, query: { take: '500' } });
    expect(capped.statusCode).toBe(200);
    const bad = await as(t.app, me)({ method: 'GET', url: `${base}/conversations`, query: { cursor: 'not-a-cursor' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'query.cursor' }] });
  });
});

describe('deleting a conversation for oneself', () => {
  it('hides it for the caller only; a later message brings it back with that message alone, the history staying the other side’s', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversation = await open(ama, kofi);
    await send(kofi, conversation.id, 'before');
    const removed = await as(t.app, ama)({ method: 'DELETE', url: `${base}/conversation/${conversation.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: conversation.id });

    expect(await listAll(ama, 20)).toHaveLength(0);
    expect((await listAll(kofi, 20)).map((c) => c.id)).toEqual([conversation.id]);
    const total = await as(t.app, ama)({ method: 'GET', url: `${base}/get-total-unread-messages` });
    expect(total.json()).toEqual({ total: 0 });

    await send(kofi, conversation.id, 'after');
    const [back] = await listAll(ama, 20);
    expect(back).toMatchObject({ id: conversation.id, unreadCount: 1, lastMessage: { body: 'after' } });
    const bodies = async (user: TestUser) => (await as(t.app, user)({ method: 'GET', url: `${base}/messages/${conversation.id}` })).json().items.map((m: { body: string }) => m.body);
    expect(await bodies(ama)).toEqual(['after']);
    expect(await bodies(kofi)).toEqual(['before', 'after']);
  });

  it('brings it back, empty, when the caller starts the same conversation again', async () => {
    const [ama, kofi] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const conversation = await open(ama, kofi);
    await send(kofi, conversation.id, 'old news');
    await as(t.app, ama)({ method: 'DELETE', url: `${base}/conversation/${conversation.id}` });
    expect(await listAll(ama, 20)).toHaveLength(0);
    expect((await open(ama, kofi)).id).toBe(conversation.id);
    const [back] = await listAll(ama, 20);
    expect(back).toMatchObject({ id: conversation.id, lastMessage: null, unreadCount: 0 });
    const messages = await as(t.app, ama)({ method: 'GET', url: `${base}/messages/${conversation.id}` });
    expect(messages.json()).toEqual({ items: [], hasMore: false });
  });
});

describe('privacy', () => {
  it('answers 404 to anyone outside the conversation, on every route', async () => {
    const [ama, kofi, eavesdropper] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const conversation = await open(ama, kofi);
    await send(ama, conversation.id, 'just between us');
    const call = as(t.app, eavesdropper);
    const attempts = [
      await call({ method: 'GET', url: `${base}/messages/${conversation.id}` }),
      await call({ method: 'POST', url: `${base}/conversation/newMessage`, payload: { conversationId: conversation.id, body: 'hi' } }),
      await call({ method: 'POST', url: `${base}/conversation/${conversation.id}/read` }),
      await call({ method: 'DELETE', url: `${base}/conversation/${conversation.id}` }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found.' });
    }
    expect(await listAll(eavesdropper, 20)).toHaveLength(0);
    expect((await call({ method: 'GET', url: `${base}/get-total-unread-messages` })).json()).toEqual({ total: 0 });

    // Nothing the eavesdropper tried changed what the participants see.
    const [mine] = await listAll(kofi, 20);
    expect(mine).toMatchObject({ id: conversation.id, unreadCount: 1, lastMessage: { body: 'just between us' } });
    expect(await listAll(ama, 20)).toHaveLength(1);
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const ama = await signUp(t.app);
    const response = await as(t.app, ama)({ method: 'GET', url: `${base}/messages/0190f5c2-0000-7000-8000-000000000000` });
    expect(response.statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it('removes the deleted user’s conversations without breaking the other side', async () => {
    const [ama, kofi, esi] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const withKofi = await open(ama, kofi);
    const withEsi = await open(ama, esi);
    await send(kofi, withKofi.id, 'bye soon');
    await send(esi, withEsi.id, 'hello');
    const deleted = await as(t.app, kofi)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: kofi.password } });
    expect(deleted.statusCode).toBe(200);

    expect((await listAll(ama, 20)).map((c) => c.id)).toEqual([withEsi.id]);
    expect((await as(t.app, ama)({ method: 'GET', url: `${base}/get-total-unread-messages` })).json()).toEqual({ total: 1 });
    const gone = await as(t.app, ama)({ method: 'GET', url: `${base}/messages/${withKofi.id}` });
    expect(gone.statusCode).toBe(404);
    const post = await as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newMessage`, payload: { conversationId: withKofi.id, body: 'hi' } });
    expect(post.statusCode).toBe(404);
    const restart = await as(t.app, ama)({ method: 'POST', url: `${base}/conversation/newConversation`, payload: { participantId: kofi.user.id } });
    expect(restart.statusCode).toBe(404);
  });
});
