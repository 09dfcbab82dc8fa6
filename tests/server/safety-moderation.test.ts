/*
 * An admin's actions on a report: dismiss, remove the content (through its area's own
 * delete, counters and events included), suspend the author (sessions revoked, sockets
 * closed, sign-in refused, content hidden) and lift it; each recorded in the audit history.
 * Making another user an admin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noteListSchema } from '../../src/contract/notes.ts';
import { postDetailSchema, postListSchema } from '../../src/contract/posts.ts';
import { SUSPENDED_MESSAGE, reportListSchema } from '../../src/contract/safety.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { errorOf, signIn, validateStatus } from './support/accounts.ts';
import { collaborateBothWays, createNote, readNote } from './support/notes.ts';
import {
  commentOnPost,
  createPost,
  fileReport,
  groupWith,
  openConversation,
  postInGroup,
  reportDetail,
  reportOf,
  resolve,
  sendMessage,
  signUpAdmin,
} from './support/safety.ts';
import { foundIds } from './support/search.ts';
import { clientPool, connect, listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let admin: TestUser;
let url: string;
const clients = clientPool(() => url);

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
  admin = await signUpAdmin(t.app);
});
afterEach(clients.closeAll);
afterAll(async () => t.close());

const auditRows = (targetId: string) =>
  t.app.db.selectFrom('report_actions').select(['action', 'admin_id', 'note', 'target_type']).where('target_id', '=', targetId).orderBy('id').execute();

const getPost = (viewer: TestUser, id: string) => as(t.app, viewer)({ method: 'GET', url: `/api/v1/posts/${id}` });

describe('resolving', () => {
  it('dismiss resolves every open report on the object, records who, when and why, and shows it in the history', async () => {
    const [author, first, second] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author);
    const id = await reportOf(t.app, first, { targetType: 'post', targetId: post.id });
    const secondId = await reportOf(t.app, second, { targetType: 'post', targetId: post.id });

    const resolved = await resolve(t.app, admin, secondId, 'dismiss', '  Satire, not spam  ');
    expect(resolved).toMatchObject({ id, status: 'resolved', reportersCount: 2, resolution: { action: 'dismiss', note: 'Satire, not spam' } });
    expect(resolved.history).toEqual([
      { id: expect.any(String), action: 'dismiss', note: 'Satire, not spam', admin: expect.objectContaining({ id: admin.user.id }), createdAt: expect.any(String) },
    ]);
    expect(await auditRows(post.id)).toEqual([{ action: 'dismiss', admin_id: admin.user.id, note: 'Satire, not spam', target_type: 'post' }]);
    const open = reportListSchema.parse((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/reports' })).json());
    expect(open.items.map((item) => item.targetId)).not.toContain(post.id);
    expect((await getPost(first, post.id)).statusCode).toBe(200);

    // A later report opens a new item, whose history shows what was done before.
    const later = await reportOf(t.app, first, { targetType: 'post', targetId: post.id });
    expect(await reportDetail(t.app, admin, later)).toMatchObject({ id: later, status: 'open', reportersCount: 1, history: [{ action: 'dismiss' }] });
  });

  it('removeContent deletes a post through its own delete; the item keeps its reports with no content', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author, 'Offensive words');
    const id = await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id, reason: 'hate' });
    // Anyone may have it on screen (the "all" feed shows every post): a stranger's socket hears it go.
    const stranger = await clients.connect(await signUp(t.app));
    const resolved = await resolve(t.app, admin, id, 'removeContent');
    expect(await stranger.next(serverEvents.postDeleted)).toEqual({ id: post.id });
    expect(resolved).toMatchObject({ status: 'resolved', content: null, subject: { user: { id: author.user.id } }, history: [{ action: 'removeContent', note: null }] });
    expect((await getPost(reporter, post.id)).statusCode).toBe(404);
    expect((await getPost(author, post.id)).statusCode).toBe(404);
  });

  it('removeContent takes a comment off its post’s count, and a message off the unread count', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, reporter);
    await commentOnPost(t.app, reporter, post.id, 'first');
    const comment = await commentOnPost(t.app, author, post.id, 'insult');
    await resolve(t.app, admin, await reportOf(t.app, reporter, { targetType: 'comment', targetId: comment.id }), 'removeContent');
    const after = postDetailSchema.parse((await getPost(reporter, post.id)).json());
    expect(after.commentsCount).toBe(1);
    expect(after.comments.map((item) => item.body)).toEqual(['first']);

    const conversationId = await openConversation(t.app, author, reporter);
    const nasty = await sendMessage(t.app, author, conversationId, 'nasty');
    await sendMessage(t.app, author, conversationId, 'and more');
    const unread = () => as(t.app, reporter)({ method: 'GET', url: '/api/v1/messaging/get-total-unread-messages' }).then((r) => r.json<{ total: number }>().total);
    expect(await unread()).toBe(2);
    await resolve(t.app, admin, await reportOf(t.app, reporter, { targetType: 'message', targetId: nasty.id }), 'removeContent');
    expect(await unread()).toBe(1);
    const page = await as(t.app, reporter)({ method: 'GET', url: `/api/v1/messaging/messages/${conversationId}` });
    expect(page.json<{ items: { body: string }[] }>().items.map((item) => item.body)).toEqual(['and more']);
  });

  it('removeContent of a group message tells the group (group:post-deleted), and of a note comment moves its count', async () => {
    const [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const group = await groupWith(t.app, owner, [member]);
    const message = await postInGroup(t.app, member, group.id, 'Spam link');
    const ownerSocket = await clients.connect(owner);
    await resolve(t.app, admin, await reportOf(t.app, owner, { targetType: 'groupMessage', targetId: message.id }), 'removeContent');
    expect(await ownerSocket.next(serverEvents.groupPostDeleted)).toEqual({ groupId: group.id, id: message.id });

    const note = await createNote(t.app, owner, { visibility: 'public' });
    const comment = (await as(t.app, member)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: 'Rubbish' } })).json<{ id: string }>();
    expect((await readNote(t.app, owner, note.id)).commentsCount).toBe(1);
    await resolve(t.app, admin, await reportOf(t.app, owner, { targetType: 'comment', targetId: comment.id }), 'removeContent');
    const read = await readNote(t.app, owner, note.id);
    expect(read.commentsCount).toBe(0);
    expect(read.comments).toEqual([]);
  });

  it('refuses to remove a person (400) and records nothing; refuses unknown actions and long notes', async () => {
    const [someone, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const id = await reportOf(t.app, reporter, { targetType: 'user', targetId: someone.user.id });
    const call = (payload: object) => as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/reports/${id}/resolve`, payload });
    for (const payload of [{ action: 'removeContent' }, { action: 'ban' }, { action: 'dismiss', note: 'n'.repeat(1001) }, {}]) {
      const response = await call(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await auditRows(someone.user.id)).toEqual([]);
    expect((await reportDetail(t.app, admin, id)).status).toBe('open');
    expect((await as(t.app, admin)({ method: 'POST', url: '/api/v1/admin/reports/no-such/resolve', payload: { action: 'dismiss' } })).statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it('revokes every session and socket at once, refuses sign-in with 403 SUSPENDED and hides their content; lifting restores it', async () => {
    const [troll, reporter, reader] = await Promise.all([signUp(t.app, { name: 'Troll Tetteh' }), signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, troll, 'Unmistakeable troll words');
    const note = await createNote(t.app, troll, { visibility: 'public', title: 'Troll handbook' });
    await collaborateBothWays(t.app, troll, reader);
    await as(t.app, reader)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${troll.user.id}` });
    const followingIds = async () =>
      postListSchema.parse((await as(t.app, reader)({ method: 'GET', url: '/api/v1/posts?scope=following' })).json()).items.map((item) => item.id);
    expect(await followingIds()).toEqual([post.id]);
    const shared = await createNote(t.app, troll, { visibility: 'collaborators', title: 'For my collaborators' });
    const sharedWithReader = async () =>
      noteListSchema.parse((await as(t.app, reader)({ method: 'GET', url: '/api/v1/auth/get-collaborators-notes' })).json()).items.map((item) => item.id);
    expect(await sharedWithReader()).toEqual([shared.id, note.id]);
    const second = await signIn(t.app, troll.email, troll.password);
    const trollSocket = await connect(url, { token: troll.token });
    const closed = new Promise((resolve) => trollSocket.socket.once('disconnect', resolve));

    const id = await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id, reason: 'harassment' });
    const resolved = await resolve(t.app, admin, id, 'suspendUser', 'Three warnings');
    expect(resolved).toMatchObject({ subject: { user: { id: troll.user.id }, suspended: true }, resolution: { action: 'suspendUser', note: 'Three warnings' } });
    await closed;

    expect(await validateStatus(t.app, troll.token)).toBe(401);
    expect(await validateStatus(t.app, second.json<{ token: string }>().token)).toBe(401);
    const refused = await signIn(t.app, troll.email, troll.password);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'SUSPENDED', message: SUSPENDED_MESSAGE });
    // A wrong password still says only that.
    expect((await signIn(t.app, troll.email, 'wrong-password-1')).statusCode).toBe(401);
    await expect(connect(url, { token: troll.token })).rejects.toThrow();

    const feed = postListSchema.parse((await as(t.app, reader)({ method: 'GET', url: '/api/v1/posts' })).json());
    expect(feed.items.map((item) => item.author.id)).not.toContain(troll.user.id);
    expect(await followingIds()).toEqual([]);
    expect((await getPost(reader, post.id)).statusCode).toBe(404);
    expect((await as(t.app, reader)({ method: 'GET', url: `/api/v1/notes/${note.id}` })).statusCode).toBe(404);
    expect(await sharedWithReader()).toEqual([]);
    expect(await foundIds(t.app, reader, 'Unmistakeable')).toEqual([]);
    expect((await reportDetail(t.app, admin, id)).content).toMatchObject({ type: 'post', post: { id: post.id } });

    const lifted = await resolve(t.app, admin, id, 'liftSuspension', 'Appeal accepted');
    expect(lifted.subject?.suspended).toBe(false);
    expect(lifted.history.map((entry) => entry.action)).toEqual(['suspendUser', 'liftSuspension']);
    expect(await auditRows(post.id)).toEqual([
      { action: 'suspendUser', admin_id: admin.user.id, note: 'Three warnings', target_type: 'post' },
      { action: 'liftSuspension', admin_id: admin.user.id, note: 'Appeal accepted', target_type: 'post' },
    ]);
    expect((await signIn(t.app, troll.email, troll.password)).statusCode).toBe(200);
    expect((await getPost(reader, post.id)).statusCode).toBe(200);
    expect(await followingIds()).toEqual([post.id]);
    expect(await foundIds(t.app, reader, 'Unmistakeable')).toEqual([post.id]);
    expect(await sharedWithReader()).toEqual([shared.id, note.id]);
  });

  it('refuses an admin suspending themselves', async () => {
    const reporter = await signUp(t.app);
    const id = await reportOf(t.app, reporter, { targetType: 'user', targetId: admin.user.id });
    const response = await as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/reports/${id}/resolve`, payload: { action: 'suspendUser' } });
    expect(response.statusCode).toBe(400);
    expect(await validateStatus(t.app, admin.token)).toBe(200);
  });
});

describe('POST /admin/users/{id}/admin', () => {
  it('makes another user an admin, whose open tab hears new reports from then on; recorded in the history', async () => {
    const [helper, reporter, author] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const helperSocket = await clients.connect(helper);
    const response = await as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/users/${helper.user.id}/admin` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: helper.user.id, role: 'admin' });
    expect((await as(t.app, helper)({ method: 'GET', url: '/api/v1/auth/user' })).json()).toMatchObject({ role: 'admin' });
    expect((await as(t.app, helper)({ method: 'GET', url: '/api/v1/admin/reports' })).statusCode).toBe(200);

    const post = await createPost(t.app, author);
    const id = await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id });
    expect(await helperSocket.next(serverEvents.reportNew)).toEqual({ id });

    const aboutHelper = await reportOf(t.app, reporter, { targetType: 'user', targetId: helper.user.id });
    expect((await reportDetail(t.app, admin, aboutHelper)).history).toMatchObject([{ action: 'grantAdmin', admin: { id: admin.user.id } }]);
    expect((await as(t.app, admin)({ method: 'POST', url: '/api/v1/admin/users/no-such-user/admin' })).statusCode).toBe(404);
    expect((await fileReport(t.app, helper, { targetType: 'post', targetId: post.id })).statusCode).toBe(201);
  });
});
