import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { POST_HASHTAGS_MAX, postDetailSchema, postSchema, type Post } from '../../src/contract/posts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, cookiesOf, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await signUp(t.app, { name: 'Ama Mensah' });
  other = await signUp(t.app, { name: 'Kofi Boateng' });
  admin = await signUp(t.app, { name: 'Admin', email: 'admin@campus.test' });
});
afterAll(async () => t.close());

async function create(user: TestUser, body: string): Promise<Post> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
  expect(response.statusCode).toBe(201);
  return postSchema.parse(response.json());
}

const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

describe('POST /posts/create', () => {
  it('answers 201 with the post, its hashtags as first written and zero counters', async () => {
    const post = await create(author, '  Revision tonight #Torts #Law2024 and#not #torts!  ');
    expect(post).toMatchObject({
      body: 'Revision tonight #Torts #Law2024 and#not #torts!',
      hashtags: ['Torts', 'Law2024'],
      likesCount: 0,
      likedByMe: false,
      commentsCount: 0,
      shareCount: 0,
      author: { id: author.user.id, name: 'Ama Mensah', institutionId: 1000 },
    });
    expect(post.shareHash).toMatch(/^[0-9a-f]{64}$/);
    expect(post.createdAt).toBe(post.updatedAt);
  });

  it('refuses an empty, blank, missing or too long body with 400 VALIDATION_FAILED', async () => {
    for (const payload of [{ body: '' }, { body: '   ' }, {}, { body: 42 }, { body: 'x'.repeat(5001) }]) {
      const response = await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(response).details?.[0]?.path).toBe('body.body');
    }
  });

  it('accepts 5000 characters', async () => {
    const post = await create(author, 'y'.repeat(5000));
    expect(post.body).toHaveLength(5000);
  });

  it('accepts 30 different hashtags and refuses 31, on a new post and an edit, with 400 VALIDATION_FAILED', async () => {
    const tags = (count: number) => Array.from({ length: count }, (_, n) => `#tag${n}`).join(' ');
    // Repeats, in any case, count once.
    const post = await create(author, `${tags(POST_HASHTAGS_MAX)} #TAG0 #Tag1`);
    expect(post.hashtags).toHaveLength(POST_HASHTAGS_MAX);
    for (const call of [
      { method: 'POST', url: '/api/v1/posts/create' },
      { method: 'PATCH', url: `/api/v1/posts/update/${post.id}` },
    ] as const) {
      const response = await as(t.app, author)({ ...call, payload: { body: tags(POST_HASHTAGS_MAX + 1) } });
      expect(response.statusCode, call.method).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'body.body: A post can have at most 30 different hashtags.',
        details: [{ path: 'body.body', message: 'A post can have at most 30 different hashtags.' }],
      });
    }
    expect(postSchema.parse((await as(t.app, author)({ method: 'GET', url: `/api/v1/posts/${post.id}` })).json()).hashtags).toEqual(post.hashtags);
  });

  it('needs a session, and a CSRF header when the session is a cookie', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'hello' } });
    expect(anonymous.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signIn',
      payload: { email: author.email, password: author.password },
      remoteAddress: '10.200.0.1',
    });
    const jar = cookiesOf(signIn);
    const withoutCsrf = await t.app.inject({ method: 'POST', url: '/api/v1/posts/create', cookies: jar, payload: { body: 'hello' } });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(errorOf(withoutCsrf).code).toBe('CSRF_FAILED');
    const withCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts/create',
      cookies: jar,
      headers: { 'x-csrf-token': jar.csrf },
      payload: { body: 'hello' },
    });
    expect(withCsrf.statusCode).toBe(201);
  });
});

describe('PATCH /posts/update/{id}', () => {
  it('lets the author change the body and re-reads the hashtags', async () => {
    const post = await create(author, 'Old #Contract');
    const response = await as(t.app, author)({ method: 'PATCH', url: `/api/v1/posts/update/${post.id}`, payload: { body: 'New #Equity #equity' } });
    expect(response.statusCode).toBe(200);
    const updated = postSchema.parse(response.json());
    expect(updated).toMatchObject({ id: post.id, body: 'New #Equity #equity', hashtags: ['Equity'], createdAt: post.createdAt });
    expect(updated.updatedAt >= post.updatedAt).toBe(true);
    const byOld = await as(t.app, author)({ method: 'GET', url: '/api/v1/posts?hashtag=contract' });
    expect(byOld.json<{ items: Post[] }>().items.map((item) => item.id)).not.toContain(post.id);
    const byNew = await as(t.app, author)({ method: 'GET', url: '/api/v1/posts?hashtag=EQUITY' });
    expect(byNew.json<{ items: Post[] }>().items.map((item) => item.id)).toContain(post.id);
  });

  it('answers 403 to someone else, even an admin, and changes nothing', async () => {
    const post = await create(author, 'Mine');
    for (const user of [other, admin]) {
      const response = await as(t.app, user)({ method: 'PATCH', url: `/api/v1/posts/update/${post.id}`, payload: { body: 'Hijacked' } });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'FORBIDDEN', error: 'Forbidden' });
    }
    const read = await as(t.app, author)({ method: 'GET', url: `/api/v1/posts/${post.id}` });
    expect(read.json<Post>().body).toBe('Mine');
  });

  it('answers 404 for a missing post and 400 for a bad body', async () => {
    const missing = await as(t.app, author)({ method: 'PATCH', url: '/api/v1/posts/update/no-such-post', payload: { body: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found.' });
    const post = await create(author, 'Valid');
    const bad = await as(t.app, author)({ method: 'PATCH', url: `/api/v1/posts/update/${post.id}`, payload: { body: '' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /posts/delete/{id}', () => {
  it('lets the author delete, with its comments and likes, and then the post is gone', async () => {
    const post = await create(author, 'Short-lived #gone');
    await as(t.app, other)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: post.id, body: 'Nice' } });
    await as(t.app, other)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    const response = await as(t.app, author)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: post.id });
    expect((await as(t.app, author)({ method: 'GET', url: `/api/v1/posts/${post.id}` })).statusCode).toBe(404);
    const tagged = await as(t.app, author)({ method: 'GET', url: '/api/v1/posts?hashtag=gone' });
    expect(tagged.json()).toEqual({ items: [], nextCursor: null });
    const again = await as(t.app, author)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s post', async () => {
    const post = await create(author, 'Against the rules');
    const response = await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 to another student and keeps the post', async () => {
    const post = await create(author, 'Keep me');
    const response = await as(t.app, other)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('FORBIDDEN');
    expect((await as(t.app, other)({ method: 'GET', url: `/api/v1/posts/${post.id}` })).statusCode).toBe(200);
  });
});

describe('GET /posts/{id}', () => {
  it('answers the post with its newest 50 comments, newest first, likedByMe for the caller', async () => {
    const post = await create(author, 'Discuss');
    for (let i = 0; i < 52; i += 1) {
      const response = await as(t.app, other)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: post.id, body: `c${i}` } });
      expect(response.statusCode).toBe(201);
    }
    await as(t.app, other)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    const asOther = postDetailSchema.parse((await as(t.app, other)({ method: 'GET', url: `/api/v1/posts/${post.id}` })).json());
    expect(asOther.comments).toHaveLength(50);
    expect(asOther.comments[0]?.body).toBe('c51');
    expect(asOther.comments[49]?.body).toBe('c2');
    expect(asOther).toMatchObject({ commentsCount: 52, likesCount: 1, likedByMe: true });
    const asAuthor = postDetailSchema.parse((await as(t.app, author)({ method: 'GET', url: `/api/v1/posts/${post.id}` })).json());
    expect(asAuthor.likedByMe).toBe(false);
  });

  it('answers 404 for an unknown id, and the share hash is the same on every read', async () => {
    expect((await as(t.app, author)({ method: 'GET', url: '/api/v1/posts/0190a0a0-0000-7000-8000-000000000000' })).statusCode).toBe(404);
    const post = await create(author, 'Stable');
    const read = await as(t.app, other)({ method: 'GET', url: `/api/v1/posts/${post.id}` });
    expect(read.json<Post>().shareHash).toBe(post.shareHash);
  });
});
