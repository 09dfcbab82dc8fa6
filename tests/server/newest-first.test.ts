/*
 * Lists page newest first by id; createdAt must tell the same story, even for things
 * written at the same moment (ids made in one millisecond, writers queued on the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCommentListSchema, postListSchema, type Post } from '../../src/contract/posts.ts';
import { newStamp, timeOfId } from '../../src/server/lib/ids.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let writers: TestUser[];
beforeAll(async () => {
  t = await startTestApp();
  writers = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
});
afterAll(async () => t.close());

const isNewestFirst = (times: string[]) => times.every((time, index) => index === 0 || time <= (times[index - 1] ?? ''));

describe('newest first', () => {
  it('reads the creation time out of the id', () => {
    const { id, at } = newStamp();
    expect(timeOfId(id)).toBe(at);
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    expect(timeOfId('01a206be-17f2-70ab-bf5e-53a60fc40b18')).toBe(new Date(0x01a206be17f2).toISOString());
  });

  it('keeps createdAt in id order for posts and comments written all at once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        as(t.app, writers[n % writers.length] as TestUser)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: `Together ${n}` } }),
      ),
    );
    const posts = postListSchema.parse((await as(t.app, writers[0] as TestUser)({ method: 'GET', url: '/api/v1/posts?take=50' })).json()).items;
    expect(posts).toHaveLength(40);
    expect(isNewestFirst(posts.map((post) => post.createdAt))).toBe(true);
    for (const post of posts) expect(post.createdAt).toBe(timeOfId(post.id));

    const target = posts[0] as Post;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        as(t.app, writers[n % writers.length] as TestUser)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: target.id, body: `At once ${n}` } }),
      ),
    );
    const comments = postCommentListSchema.parse(
      (await as(t.app, writers[0] as TestUser)({ method: 'GET', url: `/api/v1/posts/${target.id}/comments?take=50` })).json(),
    ).items;
    expect(comments).toHaveLength(20);
    expect(isNewestFirst(comments.map((comment) => comment.createdAt))).toBe(true);
  });
});
