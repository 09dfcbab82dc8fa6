/*
 * Sending twice is safe (API.md), for every creating POST: a repeat with the same key
 * answers the first answer and makes nothing, another body is 422, two at once act once,
 * keys are per user, and a malformed key is a 400. The like toggle, which the outbox may
 * send again, opts in too: a repeat does not undo it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupMessageSchema, groupSchema } from '../../src/contract/groups.ts';
import { conversationSchema } from '../../src/contract/messaging.ts';
import { postLikeResponseSchema, postSchema } from '../../src/contract/posts.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { countRows, expectReplayOf, freshKey, isReplay, postKeyed, type KeyedCall } from './support/idempotency.ts';
import { createNote } from './support/notes.ts';
import { readBoard } from './support/tasks.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;

/** What one caller needs to create things of every kind: their own post, note, group… */
type Fixtures = {
  user: TestUser;
  tag: string;
  postId: string;
  noteId: string;
  conversationId: string;
  groupId: string;
  groupMessageId: string;
  columnId: string;
};
let callers: [Fixtures, Fixtures];
const partners: TestUser[] = [];

async function created<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, parse: (value: unknown) => T) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
  return parse(answer.json());
}

async function fixturesFor(user: TestUser, tag: string): Promise<Fixtures> {
  const call = as(t.app, user);
  const post = await created(call({ method: 'POST', url: '/api/v1/posts/create', payload: { body: `Post of ${tag}` } }), postSchema.parse);
  const note = await createNote(t.app, user);
  const other = await signUp(t.app, { name: `Partner of ${tag}` });
  const conversation = await created(
    call({ method: 'POST', url: '/api/v1/messaging/conversation/newConversation', payload: { participantId: other.user.id } }),
    conversationSchema.parse,
  );
  const group = await created(call({ method: 'POST', url: '/api/v1/groups/create', payload: { name: `Group of ${tag}` } }), groupSchema.parse);
  const message = await created(
    call({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Welcome' } }),
    groupMessageSchema.parse,
  );
  const [column] = await readBoard(t.app, user);
  if (!column) throw new Error('no task column');
  return {
    user,
    tag,
    postId: post.id,
    noteId: note.id,
    conversationId: conversation.id,
    groupId: group.id,
    groupMessageId: message.id,
    columnId: column.id,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  const [ama, kofi] = [await signUp(t.app, { name: 'Ama Mensah' }), await signUp(t.app, { name: 'Kofi Boateng' })];
  callers = [await fixturesFor(ama, 'ama'), await fixturesFor(kofi, 'kofi')];
  for (let n = 0; n <= 6; n += 1) partners.push(await signUp(t.app, { name: `Classmate ${n}` }));
});
afterAll(async () => t.close());

type Route = {
  name: string;
  /** The table that gains a row for each thing the route makes. */
  table: keyof Database;
  /** The `n`th distinct request of this kind by `caller`. */
  call: (caller: Fixtures, n: number) => KeyedCall;
};

const partner = (n: number) => {
  const found = partners[n];
  if (!found) throw new Error(`no partner ${n}`);
  return found.user.id;
};

const routes: Route[] = [
  { name: 'posts/create', table: 'posts', call: (c, n) => ({ url: '/api/v1/posts/create', payload: { body: `${c.tag} post ${n}` } }) },
  {
    name: 'posts/new-comment',
    table: 'post_comments',
    call: (c, n) => ({ url: '/api/v1/posts/new-comment', payload: { postId: c.postId, body: `${c.tag} comment ${n}` } }),
  },
  {
    name: 'messaging newConversation',
    table: 'conversations',
    call: (_c, n) => ({ url: '/api/v1/messaging/conversation/newConversation', payload: { participantId: partner(n) } }),
  },
  {
    name: 'messaging newMessage',
    table: 'messages',
    call: (c, n) => ({ url: '/api/v1/messaging/conversation/newMessage', payload: { conversationId: c.conversationId, body: `${c.tag} says ${n}` } }),
  },
  { name: 'groups/create', table: 'groups', call: (c, n) => ({ url: '/api/v1/groups/create', payload: { name: `${c.tag} circle ${n}` } }) },
  {
    name: 'groups/new-message',
    table: 'group_messages',
    call: (c, n) => ({ url: '/api/v1/groups/new-message', payload: { groupId: c.groupId, message: `${c.tag} message ${n}` } }),
  },
  {
    name: 'groups/new-comment',
    table: 'group_comments',
    call: (c, n) => ({ url: '/api/v1/groups/new-comment', payload: { groupMessageId: c.groupMessageId, message: `${c.tag} reply ${n}` } }),
  },
  {
    name: 'groups/invite',
    table: 'group_invites',
    call: (c, n) => ({ url: '/api/v1/groups/invite', payload: { groupId: c.groupId, email: `invitee.${c.tag}.${n}@campus.test` } }),
  },
  { name: 'notes/create', table: 'notes', call: (c, n) => ({ url: '/api/v1/notes/create', payload: { title: `${c.tag} note ${n}`, body: '# Torts' } }) },
  {
    name: 'notes/comment',
    table: 'note_comments',
    call: (c, n) => ({ url: `/api/v1/notes/comment/${c.noteId}`, payload: { body: `${c.tag} remark ${n}` } }),
  },
  { name: 'tasks/create', table: 'tasks', call: (c, n) => ({ url: '/api/v1/tasks/create', payload: { taskColumnId: c.columnId, title: `${c.tag} task ${n}` } }) },
  { name: 'tasks/columns', table: 'task_columns', call: (c, n) => ({ url: '/api/v1/tasks/columns', payload: { title: `${c.tag} column ${n}` } }) },
  {
    name: 'course-outline/create',
    table: 'course_outlines',
    call: (c, n) => ({ url: '/api/v1/course-outline/create', payload: { title: `${c.tag} outline ${n}`, topics: [{ title: 'Offer' }] } }),
  },
];

describe.each(routes)('POST $name with an Idempotency-Key', ({ table, call }) => {
  const [a, b] = [() => callers[0], () => callers[1]];
  const send = (caller: Fixtures, n: number, key: string | undefined) => postKeyed(t.app, caller.user, call(caller, n), key);

  it('answers a repeat with the first status and body, marked as a replay, and makes nothing more', async () => {
    const key = freshKey('replay');
    const before = await countRows(t.app, table);
    const first = await send(a(), 1, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(a(), 1, key);
    const third = await send(a(), 1, key);
    expectReplayOf(again, first);
    expectReplayOf(third, first);
    expect(await countRows(t.app, table)).toBe(before + 1);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, and makes nothing', async () => {
    const key = freshKey('reused');
    expect((await send(a(), 2, key)).statusCode).toBe(201);
    const before = await countRows(t.app, table);
    const other = await send(a(), 3, key);
    expect(other.statusCode).toBe(422);
    expect(apiErrorSchema.parse(other.json())).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows(t.app, table)).toBe(before);
  });

  it('acts once for two requests with one key sent at the same time', async () => {
    const key = freshKey('together');
    const before = await countRows(t.app, table);
    const pair = await Promise.all([send(a(), 4, key), send(a(), 4, key)]);
    expect(pair.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(pair.filter(isReplay)).toHaveLength(1);
    expect(pair[0].body).toBe(pair[1].body);
    expect(await countRows(t.app, table)).toBe(before + 1);
  });

  it('keeps keys per user: another user with the same key makes their own', async () => {
    const key = freshKey('shared');
    const before = await countRows(t.app, table);
    const mine = await send(a(), 5, key);
    const theirs = await send(b(), 5, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(isReplay(theirs)).toBe(false);
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
    expect(await countRows(t.app, table)).toBe(before + 2);
  });

  it('refuses a key that is empty, too long, or not visible ASCII with 400 VALIDATION_FAILED, and makes nothing', async () => {
    const before = await countRows(t.app, table);
    for (const key of ['', 'k'.repeat(65), 'two words', 'clé']) {
      const response = await send(a(), 6, key);
      expect(response.statusCode, key).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'headers.idempotency-key' }],
      });
    }
    expect(await countRows(t.app, table)).toBe(before);
    const longest = await send(a(), 6, freshKey('~!Az09').padEnd(64, '~'));
    expect(longest.statusCode).toBe(201);
  });
});

describe('POST /posts/like/{id}, a toggle, with an Idempotency-Key', () => {
  const like = (caller: Fixtures, postId: string, key: string) => postKeyed(t.app, caller.user, { url: `/api/v1/posts/like/${postId}`, payload: {} }, key);
  const likeState = (response: { json: () => unknown }) => postLikeResponseSchema.parse(response.json());

  it('toggles once for the same key sent twice: the repeat answers the first toggle again, marked as a replay', async () => {
    const [ama, kofi] = callers;
    const key = freshKey('like');
    const first = await like(ama, kofi.postId, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(likeState(first)).toEqual({ liked: true, likesCount: 1 });
    const again = await like(ama, kofi.postId, key);
    expectReplayOf(again, first);

    const post = postSchema.parse((await as(t.app, ama.user)({ method: 'GET', url: `/api/v1/posts/${kofi.postId}` })).json());
    expect([post.likedByMe, post.likesCount]).toEqual([true, 1]);
  });

  it('keeps keys per user, and a new key toggles again', async () => {
    const [ama, kofi] = callers;
    const key = freshKey('like-shared');
    const kofis = likeState(await like(kofi, ama.postId, key));
    const amas = await like(ama, ama.postId, key);
    expect(isReplay(amas)).toBe(false);
    expect(likeState(amas)).toEqual({ liked: true, likesCount: kofis.likesCount + 1 });

    const undone = await like(kofi, ama.postId, freshKey('like-undo'));
    expect([isReplay(undone), likeState(undone)]).toEqual([false, { liked: false, likesCount: kofis.likesCount }]);
  });
});
