/* /messaging: one-to-one conversations and their messages, over an in-memory store. */
import { http, HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  markReadResponseSchema,
  MESSAGES_PER_PAGE_DEFAULT,
  messagePageSchema,
  newConversationBodySchema,
  newMessageBodySchema,
  totalUnreadSchema,
  type Conversation,
  type Message,
} from '../../src/contract/messaging.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { db } from './db.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

type MockConversation = {
  id: string;
  participants: UserSummary[];
  createdAt: string;
  updatedAt: string;
  unread: Map<string, number>;
  hidden: Set<string>;
};

export const messagingDb = { conversations: [] as MockConversation[], messages: [] as Message[], nextId: 1, clock: 0 };

export function resetMessagingDb(): void {
  messagingDb.conversations = [];
  messagingDb.messages = [];
  messagingDb.nextId = 1;
  messagingDb.clock = 0;
}

const BASE_TIME = Date.parse('2026-10-01T09:00:00.000Z');

function nextTime(): string {
  messagingDb.clock += 1;
  return new Date(BASE_TIME + messagingDb.clock * 60_000).toISOString();
}

function nextId(prefix: string): string {
  return `${prefix}-${String(messagingDb.nextId++).padStart(6, '0')}`;
}

export function summaryOf(user: UserSummary): UserSummary {
  const { id, name, avatarUrl, institutionId, nameOfUniversity } = user;
  return { id, name, avatarUrl, institutionId, nameOfUniversity };
}

const findConversation = (id: string) => messagingDb.conversations.find((conversation) => conversation.id === id);
const takesPart = (conversation: MockConversation, userId: string) => conversation.participants.some((user) => user.id === userId);

/** Stores a conversation between `a` and `b` and answers it. */
export function seedConversation(a: UserSummary, b: UserSummary): MockConversation {
  const at = nextTime();
  const conversation: MockConversation = {
    id: nextId('conversation'),
    participants: [summaryOf(a), summaryOf(b)],
    createdAt: at,
    updatedAt: at,
    unread: new Map(),
    hidden: new Set(),
  };
  messagingDb.conversations.push(conversation);
  return conversation;
}

/** Stores a message as the server would: later activity, unread for everyone but the sender. */
export function seedMessage(conversationId: string, sender: UserSummary, body: string): Message {
  const conversation = findConversation(conversationId);
  if (!conversation) throw new Error(`No conversation ${conversationId}`);
  const message = chatMessageSchema.parse({ id: nextId('message'), conversationId, sender: summaryOf(sender), body, createdAt: nextTime() });
  messagingDb.messages.push(message);
  conversation.updatedAt = message.createdAt;
  conversation.hidden.clear();
  for (const user of conversation.participants) {
    if (user.id !== sender.id) conversation.unread.set(user.id, (conversation.unread.get(user.id) ?? 0) + 1);
  }
  return message;
}

export function unreadOf(conversationId: string, userId: string): number {
  return findConversation(conversationId)?.unread.get(userId) ?? 0;
}

function toConversation(conversation: MockConversation, viewerId: string): Conversation {
  const lastMessage = messagingDb.messages.filter((message) => message.conversationId === conversation.id).at(-1) ?? null;
  return conversationSchema.parse({
    id: conversation.id,
    participants: conversation.participants,
    lastMessage,
    unreadCount: conversation.unread.get(viewerId) ?? 0,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  });
}

const conversationNotFound = () => apiError(404, 'NOT_FOUND', 'Conversation not found.');

export const messagingHandlers = [
  http.get('/api/v1/messaging/conversations', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const me = auth.account.me.id;
    const url = new URL(request.url);
    const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
    const offset = Number(url.searchParams.get('cursor') ?? 0);
    const visible = messagingDb.conversations
      .filter((conversation) => takesPart(conversation, me) && !conversation.hidden.has(me))
      .sort((a, b) => (a.updatedAt === b.updatedAt ? b.id.localeCompare(a.id) : b.updatedAt.localeCompare(a.updatedAt)));
    const page = visible.slice(offset, offset + take);
    const nextCursor = offset + take < visible.length ? String(offset + take) : null;
    return HttpResponse.json(conversationListSchema.parse({ items: page.map((conversation) => toConversation(conversation, me)), nextCursor }));
  }),

  http.get('/api/v1/messaging/messages/:conversationId', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const me = auth.account.me.id;
    const conversation = findConversation(String(params.conversationId));
    if (!conversation || !takesPart(conversation, me)) return conversationNotFound();
    const url = new URL(request.url);
    const perPage = Math.min(Number(url.searchParams.get('messagesPerPage') ?? MESSAGES_PER_PAGE_DEFAULT), 100);
    const oldest = url.searchParams.get('oldestMessageId');
    conversation.unread.set(me, 0);
    const before = messagingDb.messages.filter((message) => message.conversationId === conversation.id && (!oldest || message.id < oldest));
    return HttpResponse.json(messagePageSchema.parse({ items: before.slice(-perPage), hasMore: before.length > perPage }));
  }),

  http.post('/api/v1/messaging/conversation/newConversation', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const me = auth.account.me;
    const parsed = newConversationBodySchema.safeParse(await request.json());
    if (!parsed.success) return apiError(400, 'VALIDATION_FAILED', 'The participant is missing.');
    const other = db.accounts.get(parsed.data.participantId)?.me;
    if (!other) return apiError(404, 'NOT_FOUND', 'User not found.');
    const existing = messagingDb.conversations.find((conversation) => takesPart(conversation, me.id) && takesPart(conversation, other.id));
    if (existing) {
      existing.hidden.delete(me.id);
      return HttpResponse.json(toConversation(existing, me.id));
    }
    return HttpResponse.json(toConversation(seedConversation(me, other), me.id), { status: 201 });
  }),

  http.post('/api/v1/messaging/conversation/newMessage', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = newMessageBodySchema.safeParse(await request.json());
    if (!parsed.success) return apiError(400, 'VALIDATION_FAILED', 'The message must be 1 to 4000 characters.');
    const conversation = findConversation(parsed.data.conversationId);
    if (!conversation || !takesPart(conversation, auth.account.me.id)) return conversationNotFound();
    return HttpResponse.json(seedMessage(conversation.id, auth.account.me, parsed.data.body), { status: 201 });
  }),

  http.post('/api/v1/messaging/conversation/:conversationId/read', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const conversation = findConversation(String(params.conversationId));
    if (!conversation || !takesPart(conversation, auth.account.me.id)) return conversationNotFound();
    conversation.unread.set(auth.account.me.id, 0);
    return HttpResponse.json(markReadResponseSchema.parse({ unreadCount: 0 }));
  }),

  http.get('/api/v1/messaging/get-total-unread-messages', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const me = auth.account.me.id;
    const total = messagingDb.conversations.reduce((sum, conversation) => sum + (conversation.unread.get(me) ?? 0), 0);
    return HttpResponse.json(totalUnreadSchema.parse({ total }));
  }),

  http.delete('/api/v1/messaging/conversation/:conversationId', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const me = auth.account.me.id;
    const conversation = findConversation(String(params.conversationId));
    if (!conversation || !takesPart(conversation, me)) return conversationNotFound();
    conversation.hidden.add(me);
    conversation.unread.set(me, 0);
    return HttpResponse.json(deletedSchema.parse({ id: conversation.id }));
  }),
];
