/*
 * likedByMe stays right when a write lands between a feed request's two reads (the page,
 * then my likes among its posts). The write is made by another connection from inside the
 * page query's result, so the interleaving is the same on every run.
 */
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postListSchema, postSchema, type Post } from '../../src/contract/posts.ts';
import { openDatabase, type Db } from '../../src/server/db/dialect.ts';
import { afterNextQueryOn } from './support/queries.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let other: Db;
beforeAll(async () => {
  t = await startTestApp();
  other = openDatabase({ sqliteFile: join(t.config.dataDir, 'campus.db'), postgresUrl: t.config.databaseUrl }).db;
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

describe('likedByMe in the feed', () => {
  let reader: TestUser;
  let author: TestUser;

  const feed = async () => {
    const response = await as(t.app, reader)({ method: 'GET', url: `/api/v1/posts?take=2&authorId=${author.user.id}` });
    expect(response.statusCode, response.body).toBe(200);
    return postListSchema.parse(response.json()).items.map((post) => ({ body: post.body, likedByMe: post.likedByMe }));
  };

  beforeAll(async () => {
    reader = await signUp(t.app);
    author = await signUp(t.app);
  });

  it('belongs to the posts on the page, and leaves out a post deleted between the page and the likes', async () => {
    const posts: Post[] = [];
    for (const body of ['oldest', 'middle', 'newest']) {
      const created = await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
      posts.push(postSchema.parse(created.json()));
    }
    const [oldest, , newest] = posts as [Post, Post, Post];
    await as(t.app, reader)({ method: 'POST', url: `/api/v1/posts/like/${oldest.id}` });

    afterNextQueryOn(t.app.db, 'posts', async () => {
      await other.deleteFrom('posts').where('id', '=', newest.id).execute();
      // A commit by another connection reaches the server in a later turn of its event loop.
      await nextTurn();
    });
    expect(await feed()).toEqual([{ body: 'middle', likedByMe: false }]);
    expect(await feed()).toEqual([
      { body: 'middle', likedByMe: false },
      { body: 'oldest', likedByMe: true },
    ]);
  });
});
