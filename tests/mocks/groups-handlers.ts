/*
 * /groups and /courses (topics): an in-memory stand-in for the groups API with the
 * server's rules (members only, 404 for strangers, 403 for a member who may not act).
 * Tests add these with `server.use(...groupsHandlers)` and reset them with resetGroups().
 */
import { http, HttpResponse, type PathParams } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import {
  GROUP_MESSAGES_PAGE,
  groupCommentSchema,
  groupDetailSchema,
  groupInviteSchema,
  groupLikeResponseSchema,
  groupListSchema,
  groupMemberSchema,
  groupMessageSchema,
  groupSchema,
  inviteListSchema,
  removeParticipantResponseSchema,
  respondInviteResponseSchema,
  shareCountSchema,
  topicListSchema,
  userSearchResultSchema,
  type Group,
  type GroupInvite,
  type GroupMember,
  type GroupMessage,
  type GroupRole,
} from '../../src/contract/groups.ts';
import { extractHashtags, hashtagKey } from '../../src/contract/hashtags.ts';
import type { Me, UserSummary } from '../../src/contract/users.ts';
import { db, findByEmail } from './db.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

type Json = Record<string, unknown>;
type StoredGroup = Omit<Group, 'myRole'> & { messages: GroupMessage[] };

export const groupsDb = { groups: new Map<string, StoredGroup>(), invites: [] as GroupInvite[], seq: 1 };

export const TOPICS = [
  { id: 'contract-law', name: 'Contract Law' },
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

export function summaryOf(me: Me): UserSummary {
  return { id: me.id, name: me.name, avatarUrl: me.avatarUrl, institutionId: me.institutionId, nameOfUniversity: me.nameOfUniversity };
}

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
  return groupMessageSchema.parse({
    id,
    groupId: group.id,
    author: summaryOf(author),
    message,
    hashtags: extractHashtags(message),
    shareCount: 0,
    shareHash: `hash-${id}`,
    createdAt: now(),
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

export function seedInvite(group: StoredGroup, inviter: Me, email: string): GroupInvite {
  const invite = groupInviteSchema.parse({
    id: nextId('invite'),
    group: { id: group.id, name: group.name, groupIcon: group.groupIcon },
    inviter: summaryOf(inviter),
    email,
    status: 'pending',
    createdAt: now(),
  });
  groupsDb.invites.push(invite);
  return invite;
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

type Resolved = { request: Request; params: PathParams; me: Me };

/** The handler runs for the signed-in account only, as the real server's auth would have it. */
function authed(resolve: (args: Resolved) => Response | Promise<Response>) {
  return ({ request, params }: { request: Request; params: PathParams }) => {
    const auth = authenticate(request);
    return 'response' in auth ? auth.response : resolve({ request, params, me: auth.account.me });
  };
}

export const groupsHandlers = [
  http.get('/api/v1/courses/', () => HttpResponse.json(topicListSchema.parse({ items: TOPICS }))),

  http.get('/api/v1/groups/', authed(({ me }) => {
    const mine = [...groupsDb.groups.values()].filter((group) => roleIn(group, me.id)).reverse();
    return HttpResponse.json(groupListSchema.parse({ items: mine.map((group) => viewGroup(group, me.id)) }));
  })),

  http.post('/api/v1/groups/create', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const name = String(body.name ?? '').trim();
    if (name.length < 3) return apiError(400, 'VALIDATION_FAILED', 'body.name: Too small');
    const group = seedGroup({ name, owner: me, description: String(body.description ?? '') });
    group.groupIcon = typeof body.groupIcon === 'string' ? body.groupIcon : null;
    group.topicId = typeof body.topicId === 'string' ? body.topicId : null;
    return HttpResponse.json(viewGroup(group, me.id), { status: 201 });
  })),

  http.get('/api/v1/groups/search-user/:query', authed(({ params, me }) => {
    const query = String(params.query).toLowerCase();
    const items = [...db.accounts.values()]
      .map((account) => account.me)
      .filter((user) => user.id !== me.id && (user.name.toLowerCase().includes(query) || user.email === query.trim()))
      .map(summaryOf);
    return HttpResponse.json(userSearchResultSchema.parse({ items }));
  })),

  http.post('/api/v1/groups/invite', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const group = groupsDb.groups.get(String(body.groupId));
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role === 'member') return forbidden('Only the group owner or an admin can invite people.');
    const email = String(body.email).trim().toLowerCase();
    const invitee = findByEmail(email);
    if (invitee && roleIn(group, invitee.me.id)) return apiError(409, 'ALREADY_MEMBER', `${email} is already a member of this group.`);
    return HttpResponse.json(seedInvite(group, me, email), { status: 201 });
  })),

  http.get('/api/v1/groups/invites', authed(({ me }) => {
    const items = groupsDb.invites.filter((invite) => invite.email === me.email && invite.status === 'pending');
    return HttpResponse.json(inviteListSchema.parse({ items: [...items].reverse() }));
  })),

  http.post('/api/v1/groups/response-to-invite', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const invite = groupsDb.invites.find((item) => item.id === body.inviteId && item.email === me.email);
    const group = invite ? groupsDb.groups.get(invite.group.id) : undefined;
    if (!invite || !group) return notFound('Invite');
    if (invite.status !== 'pending') return apiError(410, 'INVITE_CLOSED', 'This invite has already been answered.');
    if (body.choice !== true) {
      invite.status = 'declined';
      return HttpResponse.json(respondInviteResponseSchema.parse({ declined: true }));
    }
    invite.status = 'accepted';
    if (!roleIn(group, me.id)) group.users.push(memberOf(me, 'member'));
    return HttpResponse.json(respondInviteResponseSchema.parse({ group: viewGroup(group, me.id) }));
  })),

  http.post('/api/v1/groups/new-message', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const group = groupsDb.groups.get(String(body.groupId));
    if (!group || !roleIn(group, me.id)) return notFound('Group');
    return HttpResponse.json(seedMessage(group, me, String(body.message).trim()), { status: 201 });
  })),

  http.post('/api/v1/groups/new-comment', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const found = messageFor(String(body.groupMessageId), me.id);
    if (!found) return notFound('Message');
    const comment = groupCommentSchema.parse({
      id: nextId('comment'),
      groupMessageId: found.message.id,
      author: summaryOf(me),
      message: String(body.message).trim(),
      createdAt: now(),
    });
    found.message.comments.unshift(comment);
    return HttpResponse.json(comment, { status: 201 });
  })),

  http.post('/api/v1/groups/like/:id', authed(({ params, me }) => {
    const found = messageFor(String(params.id), me.id);
    if (!found) return notFound('Message');
    const liked = !found.message.likes.some((like) => like.userId === me.id);
    found.message.likes = liked
      ? [{ userId: me.id, groupMessageId: found.message.id }, ...found.message.likes]
      : found.message.likes.filter((like) => like.userId !== me.id);
    return HttpResponse.json(groupLikeResponseSchema.parse({ liked, likes: found.message.likes }));
  })),

  http.delete('/api/v1/groups/delete-post/:id', authed(({ params, me }) => {
    const found = messageFor(String(params.id), me.id);
    if (!found) return notFound('Message');
    if (found.role === 'member' && found.message.author.id !== me.id) return forbidden('Only the author, an admin or the owner can delete this post.');
    found.group.messages = found.group.messages.filter((message) => message.id !== found.message.id);
    return HttpResponse.json(deletedSchema.parse({ id: found.message.id }));
  })),

  http.patch('/api/v1/groups/update-post-share-count/:postId', authed(async ({ request, params, me }) => {
    const body = (await request.json()) as Json;
    const found = messageFor(String(params.postId), me.id);
    if (!found) return notFound('Message');
    if (body.hash !== found.message.shareHash) return apiError(400, 'INVALID_SHARE_HASH', 'This share link is not valid for this post.');
    found.message.shareCount += 1;
    return HttpResponse.json(shareCountSchema.parse({ shareCount: found.message.shareCount }));
  })),

  http.put('/api/v1/groups/update', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const group = groupsDb.groups.get(String(body.id));
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role === 'member') return forbidden('Only the group owner or an admin can update the group.');
    if (typeof body.name === 'string') group.name = body.name;
    if (typeof body.description === 'string') group.description = body.description;
    if (body.groupIcon !== undefined) group.groupIcon = typeof body.groupIcon === 'string' ? body.groupIcon : null;
    return HttpResponse.json(viewGroup(group, me.id));
  })),

  http.delete('/api/v1/groups/delete/:groupId', authed(({ params, me }) => {
    const group = groupsDb.groups.get(String(params.groupId));
    const role = roleIn(group, me.id);
    if (!group || !role) return notFound('Group');
    if (role !== 'owner') return forbidden('Only the group owner can delete the group.');
    groupsDb.groups.delete(group.id);
    return HttpResponse.json(deletedSchema.parse({ id: group.id }));
  })),

  http.post('/api/v1/groups/remove-participant', authed(async ({ request, me }) => {
    const body = (await request.json()) as Json;
    const group = groupsDb.groups.get(String(body.groupId));
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
  })),

  http.patch('/api/v1/groups/:id/members/:userId', authed(async ({ request, params, me }) => {
    const body = (await request.json()) as Json;
    const group = groupsDb.groups.get(String(params.id));
    const role = roleIn(group, me.id);
    const target = group?.users.find((user) => user.id === params.userId);
    if (!group || !role) return notFound('Group');
    if (role !== 'owner') return forbidden('Only the group owner can change roles.');
    if (!target) return notFound('Member');
    target.role = body.role === 'admin' ? 'admin' : 'member';
    return HttpResponse.json(groupMemberSchema.parse(target));
  })),

  // Last: the paths above are more specific than /groups/:id.
  http.get('/api/v1/groups/:id', authed(({ request, params, me }) => {
    const group = groupsDb.groups.get(String(params.id));
    if (!group || !roleIn(group, me.id)) return notFound('Group');
    const cursor = new URL(request.url).searchParams.get('cursor');
    const older = cursor ? group.messages.filter((message) => message.id < cursor) : group.messages;
    const page = older.slice(0, GROUP_MESSAGES_PAGE);
    const nextCursor = older.length > GROUP_MESSAGES_PAGE ? (page.at(-1)?.id ?? null) : null;
    return HttpResponse.json(
      groupDetailSchema.parse({ group: { ...viewGroup(group, me.id), messages: page }, hashtags: hashtagCounts(group), nextCursor }),
    );
  })),
];
