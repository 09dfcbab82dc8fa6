/*
 * Pure updates of the groups caches, shared by the mutations (optimistic changes) and
 * the socket handlers. The detail cache is an infinite query: page 0 carries the group
 * and its hashtag counts, every page carries messages (newest first).
 */
import type { Group, GroupComment, GroupDetail, GroupInvite, GroupLikeEvent, GroupMember, GroupMessage, HashtagCount } from '../../../../contract/groups.ts';
import { hashtagKey } from '../../../../contract/hashtags.ts';
import type { GroupDetailData } from '../api/get-group.ts';

type GroupList = { items: Group[] };

function mapPages(data: GroupDetailData, update: (page: GroupDetail, index: number) => GroupDetail): GroupDetailData {
  return { ...data, pages: data.pages.map(update) };
}

function mapMessages(data: GroupDetailData, update: (messages: GroupMessage[]) => GroupMessage[]): GroupDetailData {
  return mapPages(data, (page) => ({ ...page, group: { ...page.group, messages: update(page.group.messages) } }));
}

export function findMessage(data: GroupDetailData | undefined, messageId: string): GroupMessage | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.group.messages.find((message) => message.id === messageId);
    if (found) return found;
  }
  return undefined;
}

/** Adds `delta` to each tag's count (case ignored); tags at zero go, the most used come first. */
export function adjustHashtags(hashtags: HashtagCount[], tags: string[], delta: number): HashtagCount[] {
  if (tags.length === 0) return hashtags;
  const next = hashtags.map((entry) => ({ ...entry }));
  for (const tag of tags) {
    const entry = next.find((item) => hashtagKey(item.tag) === hashtagKey(tag));
    if (entry) entry.count += delta;
    else if (delta > 0) next.push({ tag, count: delta });
  }
  return next.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
}

function withHashtags(data: GroupDetailData, tags: string[], delta: number): GroupDetailData {
  return mapPages(data, (page, index) => (index === 0 ? { ...page, hashtags: adjustHashtags(page.hashtags, tags, delta) } : page));
}

/** Puts a message at the front of the feed, unless it is already there. */
export function prependMessage(data: GroupDetailData, message: GroupMessage): GroupDetailData {
  if (findMessage(data, message.id)) return data;
  const added = mapPages(data, (page, index) =>
    index === 0 ? { ...page, group: { ...page.group, messages: [message, ...page.group.messages] } } : page,
  );
  return withHashtags(added, message.hashtags, 1);
}

export function removeMessage(data: GroupDetailData, messageId: string): GroupDetailData {
  const message = findMessage(data, messageId);
  if (!message) return data;
  return withHashtags(
    mapMessages(data, (messages) => messages.filter((item) => item.id !== messageId)),
    message.hashtags,
    -1,
  );
}

export function updateMessage(data: GroupDetailData, messageId: string, update: (message: GroupMessage) => GroupMessage): GroupDetailData {
  if (!findMessage(data, messageId)) return data;
  return mapMessages(data, (messages) => messages.map((message) => (message.id === messageId ? update(message) : message)));
}

/** A message with new words (an edit): its tags move in the group's counts too. */
export function replaceMessageText(
  data: GroupDetailData,
  messageId: string,
  text: Pick<GroupMessage, 'message' | 'hashtags'> & Partial<Pick<GroupMessage, 'updatedAt'>>,
): GroupDetailData {
  const before = findMessage(data, messageId);
  if (!before) return data;
  const changed = updateMessage(data, messageId, (message) => ({
    ...message,
    message: text.message,
    hashtags: text.hashtags,
    updatedAt: text.updatedAt ?? message.updatedAt,
  }));
  return withHashtags(withHashtags(changed, before.hashtags, -1), text.hashtags, 1);
}

/** Puts a comment at the front of its message's comments, unless it is already there. */
export function prependComment(data: GroupDetailData, comment: GroupComment): GroupDetailData {
  return updateMessage(data, comment.groupMessageId, (message) =>
    message.comments.some((item) => item.id === comment.id) ? message : { ...message, comments: [comment, ...message.comments] },
  );
}

export function removeComment(data: GroupDetailData, messageId: string, commentId: string): GroupDetailData {
  return updateMessage(data, messageId, (message) => ({ ...message, comments: message.comments.filter((item) => item.id !== commentId) }));
}

/** A like added at the front, or removed; applying the same change twice changes nothing. */
export function applyLike(data: GroupDetailData, { groupMessageId, userId, liked }: GroupLikeEvent): GroupDetailData {
  return updateMessage(data, groupMessageId, (message) => {
    const others = message.likes.filter((like) => like.userId !== userId);
    return { ...message, likes: liked ? [{ userId, groupMessageId }, ...others] : others };
  });
}

/** What the like button does: remove my like if I liked it, else add mine at the front. */
export function toggleMyLike(data: GroupDetailData, messageId: string, userId: string): GroupDetailData {
  const message = findMessage(data, messageId);
  if (!message) return data;
  return applyLike(data, { groupMessageId: messageId, userId, liked: !message.likes.some((like) => like.userId === userId) });
}

export function patchDetailGroup(data: GroupDetailData, update: (group: Group) => Group): GroupDetailData {
  return mapPages(data, (page) => ({ ...page, group: { ...update(page.group), messages: page.group.messages } }));
}

export function addMember(group: Group, member: GroupMember): Group {
  return group.users.some((user) => user.id === member.id) ? group : { ...group, users: [...group.users, member] };
}

export function removeMember(group: Group, userId: string): Group {
  return { ...group, users: group.users.filter((user) => user.id !== userId) };
}

export function setMember(group: Group, member: GroupMember): Group {
  return { ...group, users: group.users.map((user) => (user.id === member.id ? member : user)) };
}

/** Puts a group at the front of my list, or refreshes it where it is. */
export function upsertGroup(list: GroupList, group: Group): GroupList {
  const known = list.items.some((item) => item.id === group.id);
  return { items: known ? list.items.map((item) => (item.id === group.id ? group : item)) : [group, ...list.items] };
}

export function patchListGroup(list: GroupList, groupId: string, update: (group: Group) => Group): GroupList {
  return { items: list.items.map((item) => (item.id === groupId ? update(item) : item)) };
}

export function dropGroup(list: GroupList, groupId: string): GroupList {
  return { items: list.items.filter((item) => item.id !== groupId) };
}

/** Puts an invite at the top of my inbox, or moves it there. */
export function prependInvite(list: { items: GroupInvite[] }, invite: GroupInvite): { items: GroupInvite[] } {
  return { items: [invite, ...list.items.filter((item) => item.id !== invite.id)] };
}

/** A Group without the detail page's messages. */
export function toGroup({ messages: _messages, ...group }: GroupDetail['group']): Group {
  return group;
}
