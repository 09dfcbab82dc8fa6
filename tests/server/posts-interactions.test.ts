import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { notificationListSchema } from '../../src/contract/notifications.ts';
import { postCommentListSchema, postCommentSchema, type Post } from '../../src/contract/posts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let author: TestUser;
let fan: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await signUp(t.app, { name: 'Esi Author' });
  fan = await signUp(t.app, { name: 'Yaw Fan' });
});
afterAll(async () => t.close());

async function create(user: TestUser, body = 'A post'): Promise<Post> {
  return (await as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } })).json<Post>();
}
const read = async (user: TestUser, id: string) => (await as(t.app, user)({ method: 'GET', url: `/api/v1/posts/${id}` })).json<Post>();
const notificationsOf = async (user: TestUser) =>
  notificationListSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications?take=50' })).json());
const like = (user: TestUser, id: string) => as(t.app, user)({ method: 'POST', url: `/api/v1/posts/like/${id}` });
const comment = (user: TestUser, postId: string, body: string) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId, body } });

describe('POST /posts/new-comment', () => {
  it('answers 201 with the comment, counts it and notifies the post’s author', async () => {
    const post = await create(author);
    const before = (await notificationsOf(author)).items.length;
    const response = await comment(fan, post.id, '  Great summary  ');
    expect(response.statusCode).toBe(201);
    const created = postCommentSchema.parse(response.json());
    expect(created).toMatchObject({ postId: post.id, body: 'Great summary', author: { id: fan.user.id, name: 'Yaw Fan' } });
    expect((await read(author, post.id)).commentsCount).toBe(1);
    const { items, unreadCount } = await notificationsOf(author);
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({
      type: 'post-comment',
      userId: author.user.id,
      read: false,
      actor: { id: fan.user.id, name: 'Yaw Fan' },
      message: 'Yaw Fan commented on your post',
      link: `/posts/${post.id}`,
    });
    expect(unreadCount).toBeGreaterThanOrEqual(1);
  });

  it('never notifies me about my own comment', async () => {
    const post = await create(author);
    const before = (await notificationsOf(author)).items.length;
    expect((await comment(author, post.id, 'Adding context')).statusCode).toBe(201);
    expect((await notificationsOf(author)).items).toHaveLength(before);
  });

  it('answers 404 for a missing post and 400 for a bad body', async () => {
    const missing = await comment(fan, 'no-such-post', 'Hello');
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found.' });
    const post = await create(author);
    for (const payload of [{ postId: post.id, body: '' }, { postId: post.id, body: 'x'.repeat(2001) }, { body: 'no post' }]) {
      const response = await as(t.app, fan)({ method: 'POST', url: '/api/v1/posts/new-comment', payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps commentsCount right under 20 concurrent comments', async () => {
    const post = await create(author);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => comment(i % 2 ? fan : author, post.id, `c${i}`)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect((await read(fan, post.id)).commentsCount).toBe(20);
  });
});

describe('GET /posts/{id}/comments', () => {
  it('pages a post’s comments newest first by cursor', async () => {
    const post = await create(author);
    for (let i = 0; i < 7; i += 1) await comment(fan, post.id, `n${i}`);
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/posts/${post.id}/comments?take=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await as(t.app, author)({ method: 'GET', url });
      const list = postCommentListSchema.parse(response.json());
      expect(list.items.length).toBeLessThanOrEqual(3);
      bodies.push(...list.items.map((item) => item.body));
      cursor = list.nextCursor;
    } while (cursor);
    expect(bodies).toEqual(['n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
  });

  it('answers 404 for a missing post', async () => {
    expect((await as(t.app, fan)({ method: 'GET', url: '/api/v1/posts/missing/comments' })).statusCode).toBe(404);
  });
});

describe('POST /posts/like/{id}', () => {
  it('toggles, answers the count, and notifies the author on a like only', async () => {
    const post = await create(author);
    const before = (await notificationsOf(author)).items.length;
    expect((await like(fan, post.id)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await read(fan, post.id)).likedByMe).toBe(true);
    expect((await like(fan, post.id)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await read(fan, post.id)).likedByMe).toBe(false);
    const { items } = await notificationsOf(author);
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({ type: 'post-like', message: 'Yaw Fan liked your post', actor: { id: fan.user.id } });
  });

  it('never notifies me about liking my own post', async () => {
    const post = await create(author);
    const before = (await notificationsOf(author)).items.length;
    expect((await like(author, post.id)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await notificationsOf(author)).items).toHaveLength(before);
  });

  it('answers 405 to GET, 404 for a missing post', async () => {
    const post = await create(author);
    const get = await as(t.app, fan)({ method: 'GET', url: `/api/v1/posts/like/${post.id}` });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toContain('POST');
    expect((await read(fan, post.id)).likesCount).toBe(0);
    expect((await like(fan, 'missing')).statusCode).toBe(404);
  });

  it('counts 30 concurrent likes from 30 users exactly, and 30 concurrent unlikes back to 0', async () => {
    const post = await create(author);
    const likers: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) likers.push(await signUp(t.app));
    const liked = await Promise.all(likers.map((user) => like(user, post.id)));
    expect(liked.map((response) => response.json<{ liked: boolean }>().liked)).toEqual(Array(30).fill(true));
    const counts = liked.map((response) => response.json<{ likesCount: number }>().likesCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await read(author, post.id)).likesCount).toBe(30);
    await Promise.all(likers.map((user) => like(user, post.id)));
    expect((await read(author, post.id)).likesCount).toBe(0);
  });

  it('stays consistent when one user fires the toggle many times at once', async () => {
    const post = await create(author);
    const results = await Promise.all(Array.from({ length: 9 }, () => like(fan, post.id)));
    expect(results.every((response) => response.statusCode === 200)).toBe(true);
    const after = await read(fan, post.id);
    expect(after.likesCount).toBe(after.likedByMe ? 1 : 0);
  });
});

describe('PATCH /posts/update-post-share-count/{postId}', () => {
  it('counts a share carrying the post’s shareHash', async () => {
    const post = await create(author);
    const url = `/api/v1/posts/update-post-share-count/${post.id}`;
    expect((await as(t.app, fan)({ method: 'PATCH', url, payload: { hash: post.shareHash } })).json()).toEqual({ shareCount: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => as(t.app, fan)({ method: 'PATCH', url, payload: { hash: post.shareHash } })));
    expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect((await read(author, post.id)).shareCount).toBe(11);
  });

  it('refuses a wrong hash (another post’s too) with 400 and counts nothing', async () => {
    const post = await create(author);
    const otherPost = await create(author);
    const url = `/api/v1/posts/update-post-share-count/${post.id}`;
    for (const hash of ['0'.repeat(64), otherPost.shareHash, 'short']) {
      const response = await as(t.app, fan)({ method: 'PATCH', url, payload: { hash } });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_SHARE_HASH');
    }
    expect((await as(t.app, fan)({ method: 'PATCH', url, payload: {} })).statusCode).toBe(400);
    expect((await read(author, post.id)).shareCount).toBe(0);
  });

  it('answers 404 for a missing post', async () => {
    const response = await as(t.app, fan)({ method: 'PATCH', url: '/api/v1/posts/update-post-share-count/missing', payload: { hash: 'abc' } });
    expect(response.statusCode).toBe(404);
  });
});
