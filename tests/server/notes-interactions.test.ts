import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTE_DETAIL_COMMENTS,
  noteCommentSchema,
  noteLikeEventSchema,
  noteLikeResponseSchema,
  type NoteComment,
  type NoteLikeEvent,
} from '../../src/contract/notes.ts';
import { notificationListSchema, notificationSchema, type Notification } from '../../src/contract/notifications.ts';
import { createNote, readNote } from './support/notes.ts';
import { clientPool, listen, settle } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let url: string;
let owner: TestUser;
let reader: TestUser;
const clients = clientPool(() => url);

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
  owner = await signUp(t.app, { name: 'Esi Owner' });
  reader = await signUp(t.app, { name: 'Yaw Reader' });
});
afterEach(clients.closeAll);
afterAll(async () => t.close());

const like = (user: TestUser, id: string) => as(t.app, user)({ method: 'PATCH', url: `/api/v1/notes/like/${id}` });
const comment = (user: TestUser, id: string, body: string) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/notes/comment/${id}`, payload: { body } });
const notificationsOf = async (user: TestUser) =>
  notificationListSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications?take=50' })).json()).items;

describe('PATCH /notes/like/{id}', () => {
  it('toggles, and tells the owner live: note:like both ways, a notification for the like only', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const [ownerSocket, readerSocket] = [await clients.connect(owner), await clients.connect(reader)];

    const liked = await like(reader, note.id);
    expect(noteLikeResponseSchema.parse(liked.json())).toEqual({ liked: true, likesCount: 1 });
    const event = noteLikeEventSchema.parse(await ownerSocket.next<NoteLikeEvent>('note:like'));
    expect(event).toEqual({ noteId: note.id, userId: reader.user.id, liked: true, likesCount: 1 });
    const notification = notificationSchema.parse(await ownerSocket.next<Notification>('new-notification'));
    expect(notification).toMatchObject({
      userId: owner.user.id,
      type: 'note-like',
      actor: { id: reader.user.id, name: 'Yaw Reader' },
      message: 'Yaw Reader liked your note',
      link: `/notes/${note.id}`,
      read: false,
    });
    expect((await notificationsOf(owner))[0]).toEqual(notification);
    expect(await readNote(t.app, reader, note.id)).toMatchObject({ likesCount: 1, likedByMe: true });
    expect(await readNote(t.app, owner, note.id)).toMatchObject({ likesCount: 1, likedByMe: false });

    expect((await like(reader, note.id)).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await ownerSocket.next<NoteLikeEvent>('note:like')).toEqual({ noteId: note.id, userId: reader.user.id, liked: false, likesCount: 0 });
    await settle(t.app, ownerSocket, owner.user.id);
    expect(ownerSocket.pending('new-notification')).toEqual([]);
    expect((await notificationsOf(owner)).filter((item) => item.type === 'note-like')).toHaveLength(1);

    await settle(t.app, readerSocket, reader.user.id);
    expect(readerSocket.pending('note:like')).toEqual([]);
    expect(readerSocket.pending('new-notification')).toEqual([]);
  });

  it('never tells me about liking my own note', async () => {
    const note = await createNote(t.app, owner);
    const ownerSocket = await clients.connect(owner);
    const before = (await notificationsOf(owner)).length;
    expect((await like(owner, note.id)).json()).toEqual({ liked: true, likesCount: 1 });
    await settle(t.app, ownerSocket, owner.user.id);
    expect(ownerSocket.pending('note:like')).toEqual([]);
    expect(ownerSocket.pending('new-notification')).toEqual([]);
    expect(await notificationsOf(owner)).toHaveLength(before);
  });

  it('counts 20 concurrent likes from 20 users exactly, and 20 concurrent unlikes back to 0', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const likers: TestUser[] = [];
    for (let i = 0; i < 20; i += 1) likers.push(await signUp(t.app));
    const liked = await Promise.all(likers.map((user) => like(user, note.id)));
    expect(liked.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const answers = liked.map((response) => noteLikeResponseSchema.parse(response.json()));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    expect(answers.map((answer) => answer.likesCount).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await readNote(t.app, owner, note.id)).likesCount).toBe(20);

    const unliked = await Promise.all(likers.map((user) => like(user, note.id)));
    expect(unliked.map((response) => noteLikeResponseSchema.parse(response.json()).liked)).toEqual(Array(20).fill(false));
    expect((await readNote(t.app, owner, note.id)).likesCount).toBe(0);
  });

  it('takes one user’s racing toggles in turn: 9 at once leave the note liked once', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const results = await Promise.all(Array.from({ length: 9 }, () => like(reader, note.id)));
    expect(results.map((response) => response.statusCode)).toEqual(Array(9).fill(200));
    const answers = results.map((response) => noteLikeResponseSchema.parse(response.json()));
    expect(answers.filter((answer) => answer.liked)).toHaveLength(5);
    expect(await readNote(t.app, reader, note.id)).toMatchObject({ likesCount: 1, likedByMe: true });
  });
});

describe('racing the note’s deletion', () => {
  it('answers a like or a comment racing the note’s deletion with 200/201 or 404, never an error, and leaves nothing behind', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const racers: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) racers.push(await signUp(t.app));
    const [deleted, ...raced] = await Promise.all([
      as(t.app, owner)({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}` }),
      ...racers.map((user, i) => (i % 2 ? like(user, note.id) : comment(user, note.id, 'Racing'))),
    ]);
    expect(deleted?.statusCode).toBe(200);
    for (const response of raced) expect([200, 201, 404]).toContain(response.statusCode);
    const left = await Promise.all(
      (['note_likes', 'note_comments'] as const).map((table) =>
        t.app.db.selectFrom(table).select('note_id').where('note_id', '=', note.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
  });
});

describe('POST /notes/comment/{noteId}', () => {
  it('answers 201 with the comment, counts it, and sends note:comment and a notification to the owner only', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const [ownerSocket, readerSocket] = [await clients.connect(owner), await clients.connect(reader)];
    const response = await comment(reader, note.id, '  Very clear, thanks  ');
    expect(response.statusCode).toBe(201);
    const created = noteCommentSchema.parse(response.json());
    expect(created).toMatchObject({ noteId: note.id, body: 'Very clear, thanks', author: { id: reader.user.id, name: 'Yaw Reader' } });

    expect(noteCommentSchema.parse(await ownerSocket.next<NoteComment>('note:comment'))).toEqual(created);
    expect(await ownerSocket.next<Notification>('new-notification')).toMatchObject({
      type: 'note-comment',
      actor: { id: reader.user.id },
      message: 'Yaw Reader commented on your note',
      link: `/notes/${note.id}`,
    });
    await settle(t.app, readerSocket, reader.user.id);
    expect(readerSocket.pending('note:comment')).toEqual([]);
    expect(readerSocket.pending('new-notification')).toEqual([]);
    expect(await readNote(t.app, owner, note.id)).toMatchObject({ commentsCount: 1, comments: [created] });
  });

  it('never tells me about my own comment', async () => {
    const note = await createNote(t.app, owner);
    const ownerSocket = await clients.connect(owner);
    const before = (await notificationsOf(owner)).length;
    expect((await comment(owner, note.id, 'Adding context')).statusCode).toBe(201);
    await settle(t.app, ownerSocket, owner.user.id);
    expect(ownerSocket.pending('note:comment')).toEqual([]);
    expect(ownerSocket.pending('new-notification')).toEqual([]);
    expect(await notificationsOf(owner)).toHaveLength(before);
  });

  it.each([
    ['an empty body', { body: '' }],
    ['a blank body', { body: '   ' }],
    ['a 2001-character body', { body: 'x'.repeat(2001) }],
    ['no body', {}],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const response = await as(t.app, reader)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await readNote(t.app, owner, note.id)).toMatchObject({ commentsCount: 0, comments: [] });
  });

  it('keeps commentsCount right under 20 concurrent comments, and GET shows the newest 50, newest first', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => comment(i % 2 ? reader : owner, note.id, `c${i}`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect((await readNote(t.app, reader, note.id)).commentsCount).toBe(20);

    for (let i = 20; i < NOTE_DETAIL_COMMENTS + 5; i += 1) await comment(reader, note.id, `c${i}`);
    const detail = await readNote(t.app, reader, note.id);
    expect(detail.commentsCount).toBe(NOTE_DETAIL_COMMENTS + 5);
    expect(detail.comments).toHaveLength(NOTE_DETAIL_COMMENTS);
    expect(detail.comments[0]?.body).toBe(`c${NOTE_DETAIL_COMMENTS + 4}`);
    const ids = detail.comments.map((item) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
