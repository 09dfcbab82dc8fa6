import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { notificationListSchema, notificationSchema, type Notification } from '../../src/contract/notifications.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let me: TestUser;
let them: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  me = await signUp(t.app, { name: 'Abena Me' });
  them = await signUp(t.app, { name: 'Kwesi Them' });
});
afterAll(async () => t.close());

const list = async (user: TestUser, query = '') => {
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/notifications${query}` });
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
};

/** Makes `count` notifications for `user` the way real ones are made: others liking their posts. */
async function notify(user: TestUser, by: TestUser, count: number): Promise<void> {
  const post = (await as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Like me' } })).json<{ id: string }>();
  for (let i = 0; i < count; i += 1) {
    // Like, unlike: one notification per like.
    await as(t.app, by)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    await as(t.app, by)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
  }
}

describe('GET /notifications', () => {
  it('answers an empty list for a new user', async () => {
    const fresh = await signUp(t.app);
    expect(await list(fresh)).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
  });

  it('pages newest first by cursor, with the unread count on every page', async () => {
    await notify(me, them, 7);
    await as(t.app, them)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${me.user.id}` });
    const seen: Notification[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(me, `?take=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.unreadCount).toBe(8);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(8);
    expect(seen.map((item) => item.id)).toEqual([...seen.map((item) => item.id)].sort().reverse());
    expect(seen[0]).toMatchObject({ type: 'follow', actor: { id: them.user.id, name: 'Kwesi Them' }, userId: me.user.id });
    expect(seen.slice(1).every((item) => item.type === 'post-like')).toBe(true);
    expect((await list(them)).items).toHaveLength(0);
  });

  it('refuses a bad take with 400', async () => {
    expect((await as(t.app, me)({ method: 'GET', url: '/api/v1/notifications?take=-2' })).statusCode).toBe(400);
  });
});

describe('PUT /notifications/mark-as-read/{id}', () => {
  it('marks one read and answers the whole notification', async () => {
    const [first] = (await list(me)).items;
    const before = (await list(me)).unreadCount;
    const response = await as(t.app, me)({ method: 'PUT', url: `/api/v1/notifications/mark-as-read/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(notificationSchema.parse(response.json())).toEqual({ ...first, read: true });
    expect((await list(me)).unreadCount).toBe(before - 1);
    const again = await as(t.app, me)({ method: 'PUT', url: `/api/v1/notifications/mark-as-read/${first?.id}` });
    expect(again.json<Notification>().read).toBe(true);
  });

  it('answers 404 for someone else’s notification and for a missing one', async () => {
    const [mine] = (await list(me)).items;
    for (const id of [mine?.id, 'missing']) {
      const response = await as(t.app, them)({ method: 'PUT', url: `/api/v1/notifications/mark-as-read/${id}` });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found.' });
    }
  });
});

describe('PUT /notifications/mark-all-as-read', () => {
  it('marks all of mine read, answers how many changed, and leaves others’ alone', async () => {
    await notify(them, me, 2);
    const unread = (await list(me)).unreadCount;
    expect(unread).toBeGreaterThan(0);
    const response = await as(t.app, me)({ method: 'PUT', url: '/api/v1/notifications/mark-all-as-read' });
    expect(response.json()).toEqual({ updated: unread });
    const after = await list(me);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect((await list(them)).unreadCount).toBe(2);
    expect((await as(t.app, me)({ method: 'PUT', url: '/api/v1/notifications/mark-all-as-read' })).json()).toEqual({ updated: 0 });
  });
});

describe('DELETE /notifications/delete/{id}', () => {
  it('deletes one of mine and answers its id', async () => {
    const [first, second] = (await list(me)).items;
    const response = await as(t.app, me)({ method: 'DELETE', url: `/api/v1/notifications/delete/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: first?.id });
    expect((await list(me)).items[0]?.id).toBe(second?.id);
    expect((await as(t.app, me)({ method: 'DELETE', url: `/api/v1/notifications/delete/${first?.id}` })).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s and keeps it', async () => {
    const [theirs] = (await list(them)).items;
    const response = await as(t.app, me)({ method: 'DELETE', url: `/api/v1/notifications/delete/${theirs?.id}` });
    expect(response.statusCode).toBe(404);
    expect((await list(them)).items[0]?.id).toBe(theirs?.id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});
