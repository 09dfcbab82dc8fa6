/*
 * Filing reports (POST /reports) and reading the moderation queue: one open report per
 * reporter and object, a 404 for what the reporter cannot see, bad input refused with
 * nothing stored, online admins told at once, students kept out of /admin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from './support/accounts.ts';
import { reportListSchema, reportNewEventSchema, type ReportList, type ReportTargetType } from '../../src/contract/safety.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { createNote } from './support/notes.ts';
import {
  commentInGroup,
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
import { clientPool, listen, settle } from './support/sockets.ts';
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

async function queue(query = ''): Promise<ReportList> {
  const response = await as(t.app, admin)({ method: 'GET', url: `/api/v1/admin/reports${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return reportListSchema.parse(response.json());
}

/** Every report row, to prove a refused request stored nothing. */
const reportRows = () => t.app.db.selectFrom('reports').select(['id', 'target_id']).execute();

describe('POST /reports', () => {
  it('files a report on each kind of object the reporter can see: 201 with its id', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app, { name: 'Yaw Author' }), signUp(t.app)]);
    const post = await createPost(t.app, author);
    const comment = await commentOnPost(t.app, author, post.id);
    const note = await createNote(t.app, author, { visibility: 'public' });
    const conversationId = await openConversation(t.app, reporter, author);
    const message = await sendMessage(t.app, author, conversationId, 'You will regret this');
    const group = await groupWith(t.app, author, [reporter]);
    const groupMessage = await postInGroup(t.app, author, group.id, 'Buy followers here');
    const groupComment = await commentInGroup(t.app, author, groupMessage.id, 'Cheap!');

    const targets: [ReportTargetType, string][] = [
      ['post', post.id],
      ['comment', comment.id],
      ['message', message.id],
      ['groupMessage', groupMessage.id],
      ['groupComment', groupComment.id],
      ['note', note.id],
      ['user', author.user.id],
    ];
    for (const [targetType, targetId] of targets) {
      const id = await reportOf(t.app, reporter, { targetType, targetId, reason: 'harassment', details: `About this ${targetType}` });
      const detail = await reportDetail(t.app, admin, id);
      expect(detail, targetType).toMatchObject({
        targetType,
        targetId,
        status: 'open',
        reasons: ['harassment'],
        reportersCount: 1,
        subject: { user: { id: author.user.id, name: 'Yaw Author' }, suspended: false },
        content: { type: targetType },
        resolution: null,
        history: [],
      });
      expect(detail.reports).toEqual([
        { id, reporter: expect.objectContaining({ id: reporter.user.id }), reason: 'harassment', details: `About this ${targetType}`, createdAt: expect.any(String) },
      ]);
    }
  });

  it('answers 200 with the same id while the same reporter’s report is open, and files anew once it is resolved', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author);
    const first = await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id });
    const again = await fileReport(t.app, reporter, { targetType: 'post', targetId: post.id, reason: 'hate', details: 'and more' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first });
    const racing = await Promise.all([1, 2, 3].map(() => fileReport(t.app, reporter, { targetType: 'post', targetId: post.id })));
    expect(racing.map((response) => response.json<{ id: string }>().id)).toEqual([first, first, first]);
    expect((await reportDetail(t.app, admin, first)).reportersCount).toBe(1);

    await resolve(t.app, admin, first, 'dismiss');
    const later = await fileReport(t.app, reporter, { targetType: 'post', targetId: post.id });
    expect(later.statusCode).toBe(201);
    expect(later.json<{ id: string }>().id).not.toBe(first);
  });

  it('is a 404 for anything the reporter cannot see, and stores nothing', async () => {
    const [owner, friend, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const privateNote = await createNote(t.app, owner, { visibility: 'private', title: 'My diary' });
    const sharedNote = await createNote(t.app, owner, { visibility: 'collaborators' });
    const conversationId = await openConversation(t.app, owner, friend);
    const message = await sendMessage(t.app, owner, conversationId, 'Between us');
    const group = await groupWith(t.app, owner, [friend]);
    const groupMessage = await postInGroup(t.app, owner, group.id, 'Members only');
    const groupComment = await commentInGroup(t.app, friend, groupMessage.id, 'Indeed');
    const before = await reportRows();

    const hidden: [ReportTargetType, string][] = [
      ['note', privateNote.id],
      ['note', sharedNote.id],
      ['message', message.id],
      ['groupMessage', groupMessage.id],
      ['groupComment', groupComment.id],
      ['post', 'no-such-post'],
      ['comment', 'no-such-comment'],
      ['user', 'no-such-user'],
    ];
    for (const [targetType, targetId] of hidden) {
      const response = await fileReport(t.app, stranger, { targetType, targetId });
      expect(response.statusCode, `${targetType} ${response.body}`).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(await reportRows()).toEqual(before);
  });

  it('refuses bad input with a 400 in the contract’s shape, and stores nothing', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author);
    const ownPost = await createPost(t.app, reporter);
    const ownComment = await commentOnPost(t.app, reporter, post.id);
    const before = await reportRows();

    const bad: [Record<string, unknown>, string][] = [
      [{ targetType: 'photo', targetId: post.id }, 'body.targetType'],
      [{ targetType: 'post', targetId: post.id, reason: 'boring' }, 'body.reason'],
      [{ targetType: 'post', targetId: post.id, details: 'x'.repeat(1001) }, 'body.details'],
      [{ targetType: 'post' }, 'body.targetId'],
      [{ targetType: 'user', targetId: reporter.user.id }, 'body.targetId'],
      [{ targetType: 'post', targetId: ownPost.id }, 'body.targetId'],
      [{ targetType: 'comment', targetId: ownComment.id }, 'body.targetId'],
    ];
    for (const [body, path] of bad) {
      const response = await fileReport(t.app, reporter, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => detail.path)).toContain(path);
    }
    expect(await reportRows()).toEqual(before);
    // 1000 characters are fine.
    expect((await fileReport(t.app, reporter, { targetType: 'post', targetId: post.id, details: 'x'.repeat(1000) })).statusCode).toBe(201);
  });

  it('tells online admins at once with report:new, and no one else', async () => {
    const [author, reporter, bystander] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author);
    const [adminSocket, bystanderSocket, reporterSocket] = await Promise.all([clients.connect(admin), clients.connect(bystander), clients.connect(reporter)]);
    const id = await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id });
    expect(reportNewEventSchema.parse(await adminSocket.next(serverEvents.reportNew))).toEqual({ id });

    // A repeat is no new report.
    expect((await fileReport(t.app, reporter, { targetType: 'post', targetId: post.id })).statusCode).toBe(200);
    for (const [socket, user] of [[adminSocket, admin], [bystanderSocket, bystander], [reporterSocket, reporter]] as const) {
      await settle(t.app, socket, user.user.id);
      expect(socket.pending(serverEvents.reportNew)).toEqual([]);
    }
  });
});

describe('the moderation queue', () => {
  it('is for admins only: 403 FORBIDDEN for a student, 401 without a session', async () => {
    const [student, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const id = await reportOf(t.app, student, { targetType: 'user', targetId: other.user.id });
    const calls = [
      { method: 'GET', url: '/api/v1/admin/reports' },
      { method: 'GET', url: '/api/v1/admin/reports?status=resolved' },
      { method: 'GET', url: `/api/v1/admin/reports/${id}` },
      { method: 'POST', url: `/api/v1/admin/reports/${id}/resolve`, payload: { action: 'dismiss' } },
      { method: 'POST', url: `/api/v1/admin/users/${student.user.id}/admin` },
    ] as const;
    for (const call of calls) {
      const response = await as(t.app, student)(call);
      expect(response.statusCode, call.url).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await reportDetail(t.app, admin, id)).status).toBe('open');
    const me = await as(t.app, student)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(me.json()).toMatchObject({ role: 'student' });
  });

  it('groups the open reports on one object, with the count of reporters, the reasons and the reports newest first', async () => {
    const [author, first, second, third] = await Promise.all([signUp(t.app, { name: 'Kojo Spammer' }), signUp(t.app), signUp(t.app), signUp(t.app)]);
    const post = await createPost(t.app, author, 'Win a free laptop, click here');
    const ids = [
      await reportOf(t.app, first, { targetType: 'post', targetId: post.id, reason: 'spam' }),
      await reportOf(t.app, second, { targetType: 'post', targetId: post.id, reason: 'harassment', details: 'Posted on my wall too' }),
      await reportOf(t.app, third, { targetType: 'post', targetId: post.id, reason: 'spam' }),
    ];
    const item = (await queue()).items.find((candidate) => candidate.targetId === post.id);
    expect(item).toMatchObject({
      id: ids[0],
      targetType: 'post',
      status: 'open',
      reasons: ['spam', 'harassment'],
      reportersCount: 3,
      subject: { user: { id: author.user.id, name: 'Kojo Spammer' }, suspended: false },
      content: { type: 'post', post: { id: post.id, author: { id: author.user.id }, title: null, body: 'Win a free laptop, click here' } },
    });
    expect(item?.reports.map((report) => report.id)).toEqual([...ids].reverse());
    expect(item?.reports[1]).toMatchObject({ reporter: { id: second.user.id }, reason: 'harassment', details: 'Posted on my wall too' });
    // Any of its reports' ids names the same item.
    expect((await reportDetail(t.app, admin, ids[2] ?? '')).id).toBe(ids[0]);
  });

  it('shows each object in its context', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app, { name: 'Efua' }), signUp(t.app)]);
    const conversationId = await openConversation(t.app, reporter, author);
    await sendMessage(t.app, author, conversationId, 'one');
    await sendMessage(t.app, reporter, conversationId, 'two');
    await sendMessage(t.app, author, conversationId, 'three');
    const message = await sendMessage(t.app, author, conversationId, 'four');
    const messageReport = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'message', targetId: message.id }));
    expect(messageReport.content).toMatchObject({
      type: 'message',
      conversationId,
      message: { id: message.id, body: 'four', author: { id: author.user.id } },
      preceding: [{ body: 'two', author: { id: reporter.user.id } }, { body: 'three' }],
    });

    const note = await createNote(t.app, author, { visibility: 'public', title: 'Torts outline', body: 'n'.repeat(6000) });
    const noteComment = (await as(t.app, author)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: 'Read this' } })).json<{ id: string }>();
    const onNote = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'comment', targetId: noteComment.id }));
    expect(onNote.content).toMatchObject({ type: 'comment', comment: { id: noteComment.id, body: 'Read this' }, parentType: 'note', parent: { id: note.id, title: 'Torts outline' } });
    const noteReport = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'note', targetId: note.id }));
    expect(noteReport.content).toMatchObject({ type: 'note', visibility: 'public', note: { title: 'Torts outline' } });
    if (noteReport.content?.type === 'note') expect(noteReport.content.note.body).toBe(`${'n'.repeat(4999)}…`);

    const post = await createPost(t.app, reporter, 'My question');
    const comment = await commentOnPost(t.app, author, post.id, 'Rude answer');
    const onPost = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'comment', targetId: comment.id }));
    expect(onPost.content).toMatchObject({ type: 'comment', comment: { body: 'Rude answer' }, parentType: 'post', parent: { id: post.id, body: 'My question' } });

    const group = await groupWith(t.app, reporter, [author], 'Evidence group');
    const groupMessage = await postInGroup(t.app, reporter, group.id, 'Who has the notes?');
    const groupComment = await commentInGroup(t.app, author, groupMessage.id, 'Not you');
    const inGroup = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'groupComment', targetId: groupComment.id }));
    expect(inGroup.content).toMatchObject({
      type: 'groupComment',
      group: { id: group.id, name: 'Evidence group' },
      message: { id: groupMessage.id, body: 'Who has the notes?' },
      comment: { id: groupComment.id, body: 'Not you', author: { id: author.user.id } },
    });

    await as(t.app, author)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { bio: 'I troll' } });
    const userReport = await reportDetail(t.app, admin, await reportOf(t.app, reporter, { targetType: 'user', targetId: author.user.id }));
    expect(userReport.content).toEqual({ type: 'user', user: expect.objectContaining({ id: author.user.id, name: 'Efua' }), bio: 'I troll' });
  });

  it('pages newest first by cursor, open and resolved apart', async () => {
    const [author, reporter] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const posts = [await createPost(t.app, author, 'a'), await createPost(t.app, author, 'b'), await createPost(t.app, author, 'c')];
    const ids: string[] = [];
    for (const post of posts) ids.push(await reportOf(t.app, reporter, { targetType: 'post', targetId: post.id }));
    await resolve(t.app, admin, ids[1] ?? '', 'dismiss', 'Fine');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReportList = await queue(`?take=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen).toEqual(expect.arrayContaining([ids[0], ids[2]]));
    expect(seen).not.toContain(ids[1]);

    const resolved = await queue('?status=resolved');
    const item = resolved.items.find((candidate) => candidate.id === ids[1]);
    expect(item).toMatchObject({ status: 'resolved', resolution: { action: 'dismiss', note: 'Fine', admin: { id: admin.user.id } } });
    expect((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/reports?status=closed' })).statusCode).toBe(400);
    expect((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/reports/no-such-report' })).statusCode).toBe(404);
  });
});
