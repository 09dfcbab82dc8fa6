/*
 * Patches of the messaging caches, shared by the mutations and the socket handlers so
 * both change the inbox, the threads and the unread total the same way.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationList, Message, TotalUnread } from '../../../../contract/messaging.ts';
import type { ChatItem, ChatPages, LocalState } from './get-messages.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { messagingKeys } from './keys.ts';

type Inbox = InfiniteData<ConversationList, string | undefined>;

function inboxOf(client: QueryClient): Inbox | undefined {
  return client.getQueryData<Inbox>(messagingKeys.conversations());
}

export function findConversation(client: QueryClient, conversationId: string): Conversation | undefined {
  for (const page of inboxOf(client)?.pages ?? []) {
    const found = page.items.find((conversation) => conversation.id === conversationId);
    if (found) return found;
  }
  return undefined;
}

function changeTotal(client: QueryClient, delta: number): void {
  writeQuery<TotalUnread>(client, messagingKeys.totalUnread(), (old) => (old ? { total: Math.max(0, old.total + delta) } : old));
}

function mapInbox(client: QueryClient, change: (conversation: Conversation) => Conversation): void {
  writeQuery<Inbox>(client, messagingKeys.conversations(), (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : old,
  );
}

/** The conversation reads as read here: its unread count goes to 0 and the total drops by as much. */
export function markLocallyRead(client: QueryClient, conversationId: string): void {
  const conversation = findConversation(client, conversationId);
  if (!conversation) {
    // Not in the loaded inbox: how much it held is unknown, so ask the server for the total.
    void client.invalidateQueries({ queryKey: messagingKeys.totalUnread() });
    return;
  }
  if (conversation.unreadCount === 0) return;
  changeTotal(client, -conversation.unreadCount);
  mapInbox(client, (item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item));
}

/** A new message from someone else in a conversation I am not looking at. */
export function countUnread(client: QueryClient, conversationId: string): void {
  changeTotal(client, 1);
  mapInbox(client, (item) => (item.id === conversationId ? { ...item, unreadCount: item.unreadCount + 1 } : item));
}

/** Puts the conversation first with `message` as its last one; false when it is not in the loaded inbox. */
export function moveToTop(client: QueryClient, message: Message): boolean {
  const current = findConversation(client, message.conversationId);
  if (!current) return false;
  const moved: Conversation = { ...current, lastMessage: message, updatedAt: message.createdAt };
  writeQuery<Inbox>(client, messagingKeys.conversations(), (old) => {
    if (!old) return old;
    const pages = old.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== message.conversationId) }));
    const [first, ...rest] = pages;
    return first ? { ...old, pages: [{ ...first, items: [moved, ...first.items] }, ...rest] } : old;
  });
  return true;
}

/** A conversation just started (or reopened) goes to the front of the inbox, once. */
export function putFirst(client: QueryClient, conversation: Conversation): void {
  writeQuery<Inbox>(client, messagingKeys.conversations(), (old) => {
    if (!old) return old;
    const pages = old.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== conversation.id) }));
    const [first, ...rest] = pages;
    return first ? { ...old, pages: [{ ...first, items: [conversation, ...first.items] }, ...rest] } : old;
  });
}

/** Takes the conversation out of the inbox (and its unread out of the total); answers what to restore. */
export function removeFromInbox(client: QueryClient, conversationId: string): { inbox: Inbox | undefined; total: TotalUnread | undefined } {
  const snapshot = { inbox: inboxOf(client), total: client.getQueryData<TotalUnread>(messagingKeys.totalUnread()) };
  const removed = findConversation(client, conversationId);
  if (removed && removed.unreadCount > 0) changeTotal(client, -removed.unreadCount);
  client.setQueryData<Inbox>(messagingKeys.conversations(), (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== conversationId) })) } : old,
  );
  return snapshot;
}

export function restoreInbox(client: QueryClient, snapshot: { inbox: Inbox | undefined; total: TotalUnread | undefined }): void {
  client.setQueryData(messagingKeys.conversations(), snapshot.inbox);
  client.setQueryData(messagingKeys.totalUnread(), snapshot.total);
}

function patchThread(client: QueryClient, conversationId: string, change: (newest: ChatItem[]) => ChatItem[]): void {
  writeQuery<ChatPages>(client, messagingKeys.messages(conversationId), (old) => {
    const [newest, ...older] = old?.pages ?? [];
    if (!old || !newest) return old;
    return { ...old, pages: [{ ...newest, items: change(newest.items) }, ...older] };
  });
}

function threadHas(client: QueryClient, conversationId: string, test: (item: ChatItem) => boolean): boolean {
  const pages = client.getQueryData<ChatPages>(messagingKeys.messages(conversationId))?.pages ?? [];
  return pages.some((page) => page.items.some(test));
}

/** My messages still waiting for the server, in the order I wrote them. */
export function localItemsOf(client: QueryClient, conversationId: string): ChatItem[] {
  const newest = client.getQueryData<ChatPages>(messagingKeys.messages(conversationId))?.pages[0];
  return newest?.items.filter((item) => item.local) ?? [];
}

/** Adds a confirmed message once, after the confirmed ones and before my unconfirmed ones. */
export function addMessage(client: QueryClient, message: Message): void {
  if (threadHas(client, message.conversationId, (item) => item.id === message.id)) return;
  patchThread(client, message.conversationId, (items) => {
    const firstLocal = items.findIndex((item) => item.local);
    if (firstLocal === -1) return [...items, message];
    return [...items.slice(0, firstLocal), message, ...items.slice(firstLocal)];
  });
}

/** True while a message of mine with the same text is still on its way (its own echo must not double it). */
export function isEchoOfPending(client: QueryClient, message: Message): boolean {
  return threadHas(client, message.conversationId, (item) => item.local?.status === 'pending' && item.body === message.body);
}

/** Shows my message at once (or again, as pending, on a retry). */
export function putLocal(client: QueryClient, item: ChatItem & { local: LocalState }): void {
  patchThread(client, item.conversationId, (items) => [...items.filter((other) => other.local?.clientId !== item.local.clientId), item]);
}

export function setLocalStatus(client: QueryClient, conversationId: string, clientId: string, status: LocalState['status']): void {
  patchThread(client, conversationId, (items) =>
    items.map((item) => (item.local?.clientId === clientId ? { ...item, local: { clientId, status } } : item)),
  );
}

/** The server took my message: the confirmed one replaces the local one (or the local one goes if the echo came first). */
export function confirmLocal(client: QueryClient, clientId: string, message: Message): void {
  const known = threadHas(client, message.conversationId, (item) => item.id === message.id);
  patchThread(client, message.conversationId, (items) =>
    known ? items.filter((item) => item.local?.clientId !== clientId) : items.map((item) => (item.local?.clientId === clientId ? message : item)),
  );
}
