/*
 * The spam brakes: per-user limits on posts, comments (posts, notes and groups together),
 * conversations with people who never wrote back, group invites and reports, answered with
 * 429 RATE_LIMITED and Retry-After. Small limits here; the defaults and the switch that
 * turns them off (benchmarks) are checked against the configuration.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WRITE_LIMITS, loadConfig, type WriteLimits } from '../../src/server/config.ts';
import { errorOf } from './support/accounts.ts';
import { createNote } from './support/notes.ts';
import { createPost, fileReport, groupWith, openConversation, postInGroup, sendMessage } from './support/safety.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const TEN_MINUTES = 600;
const small: WriteLimits = {
  posts: { points: 2, seconds: TEN_MINUTES },
  comments: { points: 3, seconds: TEN_MINUTES },
  newConversations: { points: 2, seconds: 86_400 },
  groupInvites: { points: 2, seconds: 86_400 },
  reports: { points: 2, seconds: 3600 },
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ writeLimits: small });
});
afterAll(async () => t.close());

function expectRateLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorOf(response).code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const post = (user: TestUser, body: string) => as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });

describe('per-user write limits', () => {
  it('refuses a post past the allowance with 429 and Retry-After, for that user only', async () => {
    const [busy, calm] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await createPost(t.app, busy, 'one');
    await createPost(t.app, busy, 'two');
    expectRateLimited(await post(busy, 'three'), TEN_MINUTES);
    await createPost(t.app, calm, 'mine');
    // A refused post was not written.
    const feed = await as(t.app, calm)({ method: 'GET', url: `/api/v1/posts?authorId=${busy.user.id}` });
    expect(feed.json<{ items: { body: string }[] }>().items.map((item) => item.body)).toEqual(['two', 'one']);
  });

  it('counts comments on posts, notes and group messages together', async () => {
    const [talker, owner] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const target = await createPost(t.app, owner);
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const group = await groupWith(t.app, owner, [talker]);
    const message = await postInGroup(t.app, owner, group.id, 'Discuss');
    const onPost = () => as(t.app, talker)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: target.id, body: 'yes' } });
    const onNote = () => as(t.app, talker)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: 'yes' } });
    const inGroup = () => as(t.app, talker)({ method: 'POST', url: '/api/v1/groups/new-comment', payload: { groupMessageId: message.id, message: 'yes' } });
    expect([(await onPost()).statusCode, (await onNote()).statusCode, (await inGroup()).statusCode]).toEqual([201, 201, 201]);
    for (const comment of [onPost, onNote, inGroup]) expectRateLimited(await comment(), TEN_MINUTES);
    // A comment on something the talker cannot see is a 404 still, not a 429.
    expect((await as(t.app, talker)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: 'gone', body: 'x' } })).statusCode).toBe(404);
  });

  it('counts only conversations with people who never wrote back', async () => {
    const [me, first, second, third, friend] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    const withFriend = await openConversation(t.app, friend, me);
    await sendMessage(t.app, friend, withFriend, 'Hi, it is me');
    await openConversation(t.app, me, first);
    await openConversation(t.app, me, second);
    const refused = await as(t.app, me)({ method: 'POST', url: '/api/v1/messaging/conversation/newConversation', payload: { participantId: third.user.id } });
    expectRateLimited(refused, 86_400);
    expect(errorOf(refused).message).toMatch(/hour\(s\)/);
    expect(await openConversation(t.app, me, friend)).toBe(withFriend);
    await sendMessage(t.app, me, withFriend, 'Still free to answer');
  });

  it('limits group invites and reports', async () => {
    const [owner, ...others] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    const group = await groupWith(t.app, owner, []);
    const invite = (user: TestUser) => as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId: group.id, email: user.email } });
    const answers = [];
    for (const other of others) answers.push(await invite(other as TestUser));
    expect(answers.slice(0, 2).map((response) => response.statusCode)).toEqual([201, 201]);
    expectRateLimited(answers[2] as LightMyRequestResponse, 86_400);

    const reporter = await signUp(t.app);
    const reports = [];
    for (const other of others) reports.push(await fileReport(t.app, reporter, { targetType: 'user', targetId: (other as TestUser).user.id }));
    expect(reports.slice(0, 2).map((response) => response.statusCode)).toEqual([201, 201]);
    expectRateLimited(reports[2] as LightMyRequestResponse, 3600);
  });
});

describe('the configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-limits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('turns the brakes on by default with the issue’s numbers, off with WRITE_RATE_LIMITS=off, and refuses anything else', () => {
    expect(load({}).writeLimits).toEqual(DEFAULT_WRITE_LIMITS);
    expect(DEFAULT_WRITE_LIMITS).toEqual({
      posts: { points: 30, seconds: 600 },
      comments: { points: 60, seconds: 600 },
      newConversations: { points: 20, seconds: 86_400 },
      groupInvites: { points: 50, seconds: 86_400 },
      reports: { points: 20, seconds: 3600 },
    });
    expect(load({ WRITE_RATE_LIMITS: 'on' }).writeLimits).toEqual(DEFAULT_WRITE_LIMITS);
    expect(load({ WRITE_RATE_LIMITS: 'off' }).writeLimits).toBe(false);
    expect(() => load({ WRITE_RATE_LIMITS: 'sometimes' })).toThrow(ConfigError);
  });

  it('with the default limits the 31st post in ten minutes is refused; with them off it is not', async () => {
    const strict = await startTestApp({ writeLimits: DEFAULT_WRITE_LIMITS });
    const loose = await startTestApp({ writeLimits: false });
    try {
      for (const instance of [strict, loose]) {
        const author = await signUp(instance.app);
        const statuses = [];
        for (let n = 1; n <= 31; n += 1) {
          statuses.push((await as(instance.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: `post ${n}` } })).statusCode);
        }
        expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
        expect(statuses[30]).toBe(instance === strict ? 429 : 201);
      }
    } finally {
      await strict.close();
      await loose.close();
    }
  });
});
