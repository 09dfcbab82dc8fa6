/*
 * /groups and /courses (topics): an in-memory stand-in for the groups API with the
 * server's rules (members only, 404 for strangers, 403 for a member who may not act).
 * Tests add these with `server.use(...groupsHandlers)` and reset them with resetGroups().
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  claimInviteBodySchema,
  createGroupBodySchema,
  GROUP_MESSAGES_PAGE,
  groupCommentSchema,
  groupDetailSchema,
  groupInviteSchema,
  groupLikeResponseSchema,
  groupListSchema,
  groupMemberSchema,
  groupMessageSchema,
  groupSchema,
  inviteBodySchema,
  inviteListSchema,
  newGroupCommentBodySchema,
  newGroupMessageBodySchema,
  removeParticipantBodySchema,
  removeParticipantResponseSchema,
  respondInviteBodySchema,
  respondInviteResponseSchema,
  setMemberRoleBodySchema,
  shareBodySchema,
  shareCountSchema,
  topicListSchema,
  updateGroupBodySchema,
  updateGroupMessageBodySchema,
  userSearchResultSchema,
  type Group,
  type GroupInvite,
  type GroupMember,
  type GroupMessage,
  type GroupRole,
} from '../../src/contract/groups.ts';
import { extractHashtags, hashtagKey } from '../../src/contract/hashtags.ts';
import type { Me } from '../../src/contract/users.ts';
import { db, findByEmail, summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

type StoredGroup = Omit<Group, 'myRole'> & { messages: GroupMessage[] };

/** An invite as the server keeps it: whose it is (an account id, never just the address) and its mailed claim token. */
export type StoredInvite = GroupInvite & { userId: string | null; claimToken: string | null };

export const groupsDb = { groups: new Map<string, StoredGroup>(), invites: [] as StoredInvite[], seq: 1 };

export const TOPICS = [
  { id: 'contract-law', name: 'Law of Contract' },
  { id: 'law-of-torts', name: 'Law of Torts' },
];

export function resetGroups(): void {
  groupsDb.groups.clear();
  groupsDb.invites = [];
  groupsDb.seq = 1;
}

/** Ids that sort in creation order, like the server's. */
const nextId = (kind: string) => `${kind}-${String(groupsDb.seq++).padStart(5, '0')}`;
const now = () => new Date(Date.UTC(2026, 10, 1, 9, 0, groupsDb.seq)).toISOString();

export function memberOf(me: Me, role: GroupRole): GroupMember {
  return groupMemberSchema.parse({ ...summaryOf(me), role, joinedAt: now() });
}

export function viewGroup(group: StoredGroup, viewerId: string): Group {
  const { messages: _messages, ...rest } = group;
  const role = group.users.find((user) => user.id === viewerId)?.role ?? 'member';
  return groupSchema.parse({ ...rest, myRole: role });
}

/** Puts a group straight into the mock server. */
export function seedGroup(fields: { name: string; owner: Me; members?: [Me, GroupRole][]; description?: string }): StoredGroup {
  const group: StoredGroup = {
    id: nextId('group'),
    name: fields.name,
    description: fields.description ?? '',
    groupIcon: null,
    ownerId: fields.owner.id,
    topicId: null,
    users: [memberOf(fields.owner, 'owner'), ...(fields.members ?? []).map(([me, role]) => memberOf(me, role))],
    createdAt: now(),
    messages: [],
  };
  groupsDb.groups.set(group.id, group);
  return group;
}

export function buildMessage(group: StoredGroup, author: Me, message: string): GroupMessage {
  const id = nextId('message');
  const at = now();
  return groupMessageSchema.parse({
    id,
    groupId: group.id,
    author: summaryOf(author),
    message,
    hashtags: extractHashtags(message),
    shareCount: 0,
    shareHash: `hash-${id}`,
    createdAt: at,
    updatedAt: at,
    comments: [],
    likes: [],
  });
}

/** Adds a message to a seeded group (newest first) and answers it. */
export function seedMessage(group: StoredGroup, author: Me, message: string): GroupMessage {
  const created = buildMessage(group, author, message);
  group.messages.unshift(created);
  return created;
}

/**
 * An invite as the server sends it: to an account (given, or found by its address), or to an
 * address no account has, with a claim token (`claimToken`) for the mailed link.
 */
export function seedInvite(group: StoredGroup, inviter: Me, to: Me | string): StoredInvite {
  const email = typeof to === 'string' ? to.trim().toLowerCase() : to.email;
  const invitee = typeof to === 'string' ? findByEmail(email)?.me : to;
  const id = nextId('invite');
  const invite = groupInviteSchema.parse({
    id,
    group: { id: group.id, name: group.name, groupIcon: group.groupIcon },
    inviter: summaryOf(inviter),
    email,
    status: 'pending',
    createdAt: now(),
  });
  const stored: StoredInvite = { ...invite, userId: invitee?.id ?? null, claimToken: invitee ? null : `claim-token-${id}` };
  groupsDb.invites.push(stored);
  return stored;
}

const notFound = (what: string) => apiError(404, 'NOT_FOUND', `${what} not found.`);
const forbidden = (message: string) => apiError(403, 'FORBIDDEN', message);

function roleIn(group: StoredGroup | undefined, userId: string): GroupRole | undefined {
  return group?.users.find((user) => user.id === userId)?.role;
}

function messageFor(messageId: string, userId: string) {
  for (const group of groupsDb.groups.values()) {
    const message = group.messages.find((item) => item.id === messageId);
    const role = roleIn(group, userId);
    if (message && role) return { group, message, role };
  }
  return undefined;
}

function hashtagCounts(group: StoredGroup) {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const message of group.messages) {
    for (const tag of message.hashtags) {
      const entry = counts.get(hashtagKey(tag)) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(hashtagKey(tag), entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

export const groupsHandlers = [
  mockEndpoint(endpoints.courses.list, () => HttpResponse.json(topicListSchema.parse({ items: TOPICS }))),

  mockEndpoint(endpoints.groups.list, ({ request }) => {
    const { me } = signedIn(request);
    const mine = [...groupsDb.groups.values()].filter((group) => roleIn(group, me.id)).reverse();
    return HttpResponse.json(groupListSchema.parse({ items: mine.map((group) => viewGroup(group, me.id)) }));
  }),

  mockEndpoint(endpoints.groups.create, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, createGroupBodySchema);
    const group = seedGroup({ name: body.name, owner: me, description: body.description });
    group.groupIcon = body.groupIcon ?? null;
    group.topicId = body.topicId ?? null;
    return HttpResponse.json(viewGroup(group, me.id), { status: 201 });
  }),

  mockEndpoint(endpoints.groups.searchUser, ({ request, params }) => {
    const { me } = signedIn(request);
    const query = params.query.toLowerCase();
    const items = [...db.accounts.values()]
      .map((account) => account.me)
      .filter((user) => user.id !== me.id && (user.name.toLowerCase().includes(query) || user.email === query.trim()))
      .map(summaryOf);
    return HttpResponse.json(userSearchResultSchema.parse({ items }));
  }),

  mockEndpoint(endpoints.groups.invite, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, inviteBodySchema);
    const group = groupsDb.groups.get(body.groupId);
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role === 'member') return forbidden('Only the group owner or an admin can invite people.');
    const invitee = findByEmail(body.email);
    if (invitee && roleIn(group, invitee.me.id)) return apiError(409, 'ALREADY_MEMBER', `${body.email} is already a member of this group.`);
    return HttpResponse.json(groupInviteSchema.parse(seedInvite(group, me, body.email)), { status: 201 });
  }),

  mockEndpoint(endpoints.groups.invites, ({ request }) => {
    const { me } = signedIn(request);
    const items = groupsDb.invites.filter((invite) => invite.userId === me.id && invite.status === 'pending');
    return HttpResponse.json(inviteListSchema.parse({ items: [...items].reverse() }));
  }),

  mockEndpoint(endpoints.groups.claimInvite, async ({ request }) => {
    const { me } = signedIn(request);
    const { token } = await readBody(request, claimInviteBodySchema);
    const invite = groupsDb.invites.find((item) => item.claimToken === token);
    if (!invite || invite.status !== 'pending' || invite.userId === me.id) return notFound('Invite');
    if (invite.userId) return apiError(409, 'CONFLICT', 'This invite link has already been used by another account.');
    invite.userId = me.id;
    return HttpResponse.json(groupInviteSchema.parse(invite));
  }),

  mockEndpoint(endpoints.groups.groupInvites, ({ request, params }) => {
    const { me } = signedIn(request);
    const group = groupsDb.groups.get(params.id);
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role === 'member') return forbidden('Only the group owner or an admin can invite people.');
    const items = groupsDb.invites.filter((invite) => invite.group.id === group.id && invite.status === 'pending');
    return HttpResponse.json(inviteListSchema.parse({ items: [...items].reverse() }));
  }),

  mockEndpoint(endpoints.groups.cancelInvite, ({ request, params }) => {
    const { me } = signedIn(request);
    const invite = groupsDb.invites.find((item) => item.id === params.inviteId);
    const group = invite ? groupsDb.groups.get(invite.group.id) : undefined;
    const role = roleIn(group, me.id);
    if (!invite || !role) return notFound('Invite');
    if (role === 'member') return forbidden('Only the group owner or an admin can invite people.');
    if (invite.status !== 'pending') return apiError(410, 'INVITE_CLOSED', 'This invite has already been answered.');
    groupsDb.invites = groupsDb.invites.filter((item) => item.id !== invite.id);
    return HttpResponse.json(deletedSchema.parse({ id: invite.id }));
  }),

  mockEndpoint(endpoints.groups.respondInvite, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, respondInviteBodySchema);
    const invite = groupsDb.invites.find((item) => item.id === body.inviteId && item.userId === me.id);
    const group = invite ? groupsDb.groups.get(invite.group.id) : undefined;
    if (!invite || !group) return notFound('Invite');
    if (invite.status !== 'pending') return apiError(410, 'INVITE_CLOSED', 'This invite has already been answered.');
    if (!body.choice) {
      invite.status = 'declined';
      return HttpResponse.json(respondInviteResponseSchema.parse({ declined: true }));
    }
    invite.status = 'accepted';
    if (!roleIn(group, me.id)) group.users.push(memberOf(me, 'member'));
    return HttpResponse.json(respondInviteResponseSchema.parse({ group: viewGroup(group, me.id) }));
  }),

  mockEndpoint(endpoints.groups.newMessage, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, newGroupMessageBodySchema);
    const group = groupsDb.groups.get(body.groupId);
    if (!group || !roleIn(group, me.id)) return notFound('Group');
    return HttpResponse.json(seedMessage(group, me, body.message), { status: 201 });
  }),

  mockEndpoint(endpoints.groups.newComment, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, newGroupCommentBodySchema);
    const found = messageFor(body.groupMessageId, me.id);
    if (!found) return notFound('Message');
    const comment = groupCommentSchema.parse({ id: nextId('comment'), groupMessageId: found.message.id, author: summaryOf(me), message: body.message, createdAt: now() });
    found.message.comments.unshift(comment);
    return HttpResponse.json(comment, { status: 201 });
  }),

  mockEndpoint(endpoints.groups.like, ({ request, params }) => {
    const { me } = signedIn(request);
    const found = messageFor(params.id, me.id);
    if (!found) return notFound('Message');
    const liked = !found.message.likes.some((like) => like.userId === me.id);
    found.message.likes = liked
      ? [{ userId: me.id, groupMessageId: found.message.id }, ...found.message.likes]
      : found.message.likes.filter((like) => like.userId !== me.id);
    return HttpResponse.json(groupLikeResponseSchema.parse({ liked, likes: found.message.likes }));
  }),

  mockEndpoint(endpoints.groups.deletePost, ({ request, params }) => {
    const { me } = signedIn(request);
    const found = messageFor(params.id, me.id);
    if (!found) return notFound('Message');
    if (found.role === 'member' && found.message.author.id !== me.id) return forbidden('Only the author, an admin or the owner can delete this post.');
    found.group.messages = found.group.messages.filter((message) => message.id !== found.message.id);
    return HttpResponse.json(deletedSchema.parse({ id: found.message.id }));
  }),

  mockEndpoint(endpoints.groups.updatePost, async ({ request, params }) => {
    const { me } = signedIn(request);
    const { message } = await readBody(request, updateGroupMessageBodySchema);
    const found = messageFor(params.id, me.id);
    if (!found) return notFound('Message');
    if (found.message.author.id !== me.id) return forbidden('Only the author can edit this post.');
    if (found.message.message !== message) found.message.updatedAt = new Date().toISOString();
    found.message.message = message;
    found.message.hashtags = extractHashtags(message);
    return HttpResponse.json(groupMessageSchema.parse(found.message));
  }),

  mockEndpoint(endpoints.groups.countShare, async ({ request, params }) => {
    const { me } = signedIn(request);
    const { hash } = await readBody(request, shareBodySchema);
    const found = messageFor(params.postId, me.id);
    if (!found) return notFound('Message');
    if (hash !== found.message.shareHash) return apiError(400, 'INVALID_SHARE_HASH', 'This share link is not valid for this post.');
    found.message.shareCount += 1;
    return HttpResponse.json(shareCountSchema.parse({ shareCount: found.message.shareCount }));
  }),

  mockEndpoint(endpoints.groups.update, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, updateGroupBodySchema);
    const group = groupsDb.groups.get(body.id);
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role === 'member') return forbidden('Only the group owner or an admin can update the group.');
    if (body.name !== undefined) group.name = body.name;
    if (body.description !== undefined) group.description = body.description;
    if (body.groupIcon !== undefined) group.groupIcon = body.groupIcon;
    if (body.topicId !== undefined) {
      if (body.topicId !== null && !TOPICS.some((topic) => topic.id === body.topicId)) return notFound('Topic');
      group.topicId = body.topicId;
    }
    return HttpResponse.json(viewGroup(group, me.id));
  }),

  mockEndpoint(endpoints.groups.delete, ({ request, params }) => {
    const { me } = signedIn(request);
    const group = groupsDb.groups.get(params.groupId);
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role !== 'owner') return forbidden('Only the group owner can delete the group.');
    groupsDb.groups.delete(group.id);
    return HttpResponse.json(deletedSchema.parse({ id: group.id }));
  }),

  mockEndpoint(endpoints.groups.removeParticipant, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, removeParticipantBodySchema);
    const group = groupsDb.groups.get(body.groupId);
    const myRole = roleIn(group, me.id);
    const target = group?.users.find((user) => user.id === body.userId);
    if (!group || !myRole) return notFound('Group');
    if (!target) return notFound('Member');
    if (target.role === 'owner') return apiError(400, 'CANNOT_REMOVE_OWNER', 'The group owner cannot be removed from the group.');
    const self = target.id === me.id;
    if (!self && !(myRole === 'owner' || (myRole === 'admin' && target.role === 'member'))) {
      return forbidden('Only the group owner or an admin can remove members.');
    }
    group.users = group.users.filter((user) => user.id !== target.id);
    return HttpResponse.json(removeParticipantResponseSchema.parse({ userId: target.id }));
  }),

  mockEndpoint(endpoints.groups.setMemberRole, async ({ request, params }) => {
    const { me } = signedIn(request);
    const { role: nextRole } = await readBody(request, setMemberRoleBodySchema);
    const group = groupsDb.groups.get(params.id);
    const role = roleIn(group, me.id);
    const target = group?.users.find((user) => user.id === params.userId);
    if (!group || !role) return notFound('Group');
    if (role !== 'owner') return forbidden('Only the group owner can change roles.');
    if (!target) return notFound('Member');
    target.role = nextRole;
    return HttpResponse.json(groupMemberSchema.parse(target));
  }),

  // Last: the paths above are more specific than /groups/:id.
  mockEndpoint(endpoints.groups.detail, ({ request, params }) => {
    const { me } = signedIn(request);
    const group = groupsDb.groups.get(params.id);
    if (!group || !roleIn(group, me.id)) return notFound('Group');
    const cursor = new URL(request.url).searchParams.get('cursor');
    const older = cursor ? group.messages.filter((message) => message.id < cursor) : group.messages;
    const page = older.slice(0, GROUP_MESSAGES_PAGE);
    const nextCursor = older.length > GROUP_MESSAGES_PAGE ? (page.at(-1)?.id ?? null) : null;
    return HttpResponse.json(
      groupDetailSchema.parse({ group: { ...viewGroup(group, me.id), messages: page }, hashtags: hashtagCounts(group), nextCursor }),
    );
  }),
];
