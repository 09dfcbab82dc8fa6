/* /messaging: one-to-one conversations and their messages, over an in-memory store. */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
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
import { db, summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { keptAnswers } from './idempotency.ts';
import { signedIn } from './session.ts';
import { blockedEitherWay } from './safety-handlers.ts';

type MockConversation = {
  id: string;
  participants: UserSummary[];
  createdAt: string;
  updatedAt: string;
  unread: Map<string, number>;
  hidden: Set<string>;
  /** Per participant, the newest message when they deleted the conversation: they see only later ones. */
  clearedThrough: Map<string, string>;
};

export const messagingDb = { conversations: [] as MockConversation[], messages: [] as Message[], nextId: 1, clock: 0 };
/** What conversations and messages answered each Idempotency-Key (tests lose an answer with loseNextAnswer). */
export const messagingAnswers = keptAnswers();

export function resetMessagingDb(): void {
  messagingDb.conversations = [];
  messagingDb.messages = [];
  messagingDb.nextId = 1;
  messagingDb.clock = 0;
  messagingAnswers.clear();
}

const BASE_TIME = Date.parse('2026-10-01T09:00:00.000Z');

function nextTime(): string {
  messagingDb.clock += 1;
  return new Date(BASE_TIME + messagingDb.clock * 60_000).toISOString();
}

function nextId(prefix: string): string {
  return `${prefix}-${String(messagingDb.nextId++).padStart(6, '0')}`;
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
    clearedThrough: new Map(),
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

/** The conversation's messages `viewerId` may see: none from before they deleted it. */
const messagesSeenBy = (conversation: MockConversation, viewerId: string) =>
  messagingDb.messages.filter((message) => message.conversationId === conversation.id && message.id > (conversation.clearedThrough.get(viewerId) ?? ''));

function toConversation(conversation: MockConversation, viewerId: string): Conversation {
  const lastMessage = messagesSeenBy(conversation, viewerId).at(-1) ?? null;
  return conversationSchema.parse({
    id: conversation.id,
    participants: conversation.participants,
    lastMessage,
    unreadCount: conversation.unread.get(viewerId) ?? 0,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    blocked: conversation.participants.some((person) => person.id !== viewerId && blockedEitherWay(viewerId, person.id)),
  });
}

const conversationNotFound = () => apiError(404, 'NOT_FOUND', 'Conversation not found.');

export const messagingHandlers = [
  mockEndpoint(endpoints.messaging.conversations, ({ request }) => {
    const { me } = signedIn(request);
    const url = new URL(request.url);
    const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
    const offset = Number(url.searchParams.get('cursor') ?? 0);
    const visible = messagingDb.conversations
      .filter((conversation) => takesPart(conversation, me.id) && !conversation.hidden.has(me.id))
      .sort((a, b) => (a.updatedAt === b.updatedAt ? b.id.localeCompare(a.id) : b.updatedAt.localeCompare(a.updatedAt)));
    const page = visible.slice(offset, offset + take);
    const nextCursor = offset + take < visible.length ? String(offset + take) : null;
    return HttpResponse.json(conversationListSchema.parse({ items: page.map((conversation) => toConversation(conversation, me.id)), nextCursor }));
  }),

  mockEndpoint(endpoints.messaging.messages, ({ request, params }) => {
    const { me } = signedIn(request);
    const conversation = findConversation(params.conversationId);
    if (!conversation || !takesPart(conversation, me.id)) return conversationNotFound();
    const url = new URL(request.url);
    const perPage = Math.min(Number(url.searchParams.get('messagesPerPage') ?? MESSAGES_PER_PAGE_DEFAULT), 100);
    const oldest = url.searchParams.get('oldestMessageId');
    conversation.unread.set(me.id, 0);
    const before = messagesSeenBy(conversation, me.id).filter((message) => !oldest || message.id < oldest);
    return HttpResponse.json(messagePageSchema.parse({ items: before.slice(-perPage), hasMore: before.length > perPage }));
  }),

  mockEndpoint(endpoints.messaging.startConversation, async ({ request }) => {
    const { me } = signedIn(request);
    const { participantId } = await readBody(request.clone(), newConversationBodySchema);
    return messagingAnswers.answer(request, () => {
      const other = db.accounts.get(participantId)?.me;
      if (!other) return apiError(404, 'NOT_FOUND', 'User not found.');
      const existing = messagingDb.conversations.find((conversation) => takesPart(conversation, me.id) && takesPart(conversation, other.id));
      if (existing) {
        existing.hidden.delete(me.id);
        return HttpResponse.json(toConversation(existing, me.id));
      }
      return HttpResponse.json(toConversation(seedConversation(me, other), me.id), { status: 201 });
    });
  }),

  mockEndpoint(endpoints.messaging.sendMessage, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request.clone(), newMessageBodySchema);
    return messagingAnswers.answer(request, () => {
      const conversation = findConversation(body.conversationId);
      if (!conversation || !takesPart(conversation, me.id)) return conversationNotFound();
      return HttpResponse.json(seedMessage(conversation.id, me, body.body), { status: 201 });
    });
  }),

  mockEndpoint(endpoints.messaging.markRead, ({ request, params }) => {
    const { me } = signedIn(request);
    const conversation = findConversation(params.conversationId);
    if (!conversation || !takesPart(conversation, me.id)) return conversationNotFound();
    conversation.unread.set(me.id, 0);
    return HttpResponse.json(markReadResponseSchema.parse({ unreadCount: 0 }));
  }),

  mockEndpoint(endpoints.messaging.totalUnread, ({ request }) => {
    const { me } = signedIn(request);
    const total = messagingDb.conversations.reduce((sum, conversation) => sum + (conversation.unread.get(me.id) ?? 0), 0);
    return HttpResponse.json(totalUnreadSchema.parse({ total }));
  }),

  mockEndpoint(endpoints.messaging.deleteConversation, ({ request, params }) => {
    const { me } = signedIn(request);
    const conversation = findConversation(params.conversationId);
    if (!conversation || !takesPart(conversation, me.id)) return conversationNotFound();
    conversation.hidden.add(me.id);
    conversation.unread.set(me.id, 0);
    const newest = messagesSeenBy(conversation, me.id).at(-1);
    if (newest) conversation.clearedThrough.set(me.id, newest.id);
    return HttpResponse.json(deletedSchema.parse({ id: conversation.id }));
  }),
];
