/* /posts: the feed, one post, comments, likes, shares and deletion, over an in-memory store. */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { extractHashtags, hashtagKey } from '../../src/contract/hashtags.ts';
import {
  createPostBodySchema,
  newPostCommentBodySchema,
  postCommentListSchema,
  postCommentSchema,
  postDetailSchema,
  postLikeResponseSchema,
  postListSchema,
  postSchema,
  shareBodySchema,
  shareResponseSchema,
  updatePostBodySchema,
  type Post,
  type PostComment,
} from '../../src/contract/posts.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { db, summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { keptAnswers } from './idempotency.ts';
import { signedIn } from './session.ts';

type StoredPost = { post: Omit<Post, 'likedByMe'>; likedBy: Set<string>; comments: PostComment[] };

export const postsDb = { posts: [] as StoredPost[], nextId: 1 };
/** What posts, comments and likes answered each Idempotency-Key (tests lose an answer with loseNextAnswer). */
export const postAnswers = keptAnswers();

export function resetPostsDb(): void {
  postsDb.posts = [];
  postsDb.nextId = 1;
  postAnswers.clear();
}

const nextId = (kind: string) => `${kind}-${String(postsDb.nextId++).padStart(6, '0')}`;
export const shareHashOf = (postId: string) => `share-${postId}`;

/** A post as its viewer sees it. */
export function viewPost(stored: StoredPost, viewerId: string): Post {
  return postSchema.parse({ ...stored.post, likedByMe: stored.likedBy.has(viewerId), commentsCount: stored.comments.length, likesCount: stored.likedBy.size });
}

export function seedPost(author: UserSummary, body: string, fields: { createdAt?: string; likedBy?: string[] } = {}): Post {
  const id = nextId('post');
  const createdAt = fields.createdAt ?? new Date().toISOString();
  const stored: StoredPost = {
    post: { id, author: summaryOf(author), body, hashtags: extractHashtags(body), likesCount: 0, commentsCount: 0, shareCount: 0, shareHash: shareHashOf(id), createdAt, updatedAt: createdAt },
    likedBy: new Set(fields.likedBy ?? []),
    comments: [],
  };
  postsDb.posts.push(stored);
  return viewPost(stored, '');
}

export function seedComment(postId: string, author: UserSummary, body: string): PostComment {
  const stored = findStored(postId);
  if (!stored) throw new Error(`no post ${postId}`);
  const comment = postCommentSchema.parse({ id: nextId('comment'), postId, author: summaryOf(author), body, createdAt: new Date().toISOString() });
  stored.comments.unshift(comment);
  return comment;
}

const findStored = (id: string) => postsDb.posts.find((stored) => stored.post.id === id);
const notFound = () => apiError(404, 'NOT_FOUND', 'Post not found.');

export function page<T extends { id: string }>(items: T[], url: URL): { items: T[]; nextCursor: string | null } {
  const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
  const cursor = url.searchParams.get('cursor');
  const after = cursor ? items.filter((item) => item.id < cursor) : items;
  const slice = after.slice(0, take);
  return { items: slice, nextCursor: after.length > take ? (slice.at(-1)?.id ?? null) : null };
}

export const newestFirst = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? 1 : -1));

export const postsHandlers = [
  mockEndpoint(endpoints.posts.list, ({ request }) => {
    const { me } = signedIn(request);
    const url = new URL(request.url);
    const scope = url.searchParams.get('scope') ?? 'all';
    const hashtag = url.searchParams.get('hashtag');
    const authorId = url.searchParams.get('authorId');
    const matching = postsDb.posts.filter(({ post }) => {
      if (hashtag && !post.hashtags.some((tag) => hashtagKey(tag) === hashtagKey(hashtag))) return false;
      if (authorId && post.author.id !== authorId) return false;
      if (scope === 'following') return post.author.id === me.id || db.accounts.get(post.author.id)?.isFollowing === true;
      if (scope === 'campus') return me.institutionId !== null && post.author.institutionId === me.institutionId;
      return true;
    });
    const views = newestFirst(matching.map((stored) => viewPost(stored, me.id)));
    return HttpResponse.json(postListSchema.parse(page(views, url)));
  }),

  mockEndpoint(endpoints.posts.detail, ({ request, params }) => {
    const { me } = signedIn(request);
    const stored = findStored(params.id);
    if (!stored) return notFound();
    return HttpResponse.json(postDetailSchema.parse({ ...viewPost(stored, me.id), comments: stored.comments.slice(0, 50) }));
  }),

  mockEndpoint(endpoints.posts.comments, ({ request, params }) => {
    signedIn(request);
    const stored = findStored(params.id);
    if (!stored) return notFound();
    return HttpResponse.json(postCommentListSchema.parse(page(newestFirst(stored.comments), new URL(request.url))));
  }),

  mockEndpoint(endpoints.posts.create, async ({ request }) => {
    const { me } = signedIn(request);
    const { body } = await readBody(request.clone(), createPostBodySchema);
    return postAnswers.answer(request, () => HttpResponse.json(postSchema.parse(seedPost(me, body)), { status: 201 }));
  }),

  mockEndpoint(endpoints.posts.comment, async ({ request }) => {
    const { me } = signedIn(request);
    const { postId, body } = await readBody(request.clone(), newPostCommentBodySchema);
    return postAnswers.answer(request, () => (findStored(postId) ? HttpResponse.json(seedComment(postId, me, body), { status: 201 }) : notFound()));
  }),

  mockEndpoint(endpoints.posts.like, ({ request, params }) =>
    postAnswers.answer(request, () => {
      const { me } = signedIn(request);
      const stored = findStored(params.id);
      if (!stored) return notFound();
      if (stored.likedBy.has(me.id)) stored.likedBy.delete(me.id);
      else stored.likedBy.add(me.id);
      return HttpResponse.json(postLikeResponseSchema.parse({ liked: stored.likedBy.has(me.id), likesCount: stored.likedBy.size }));
    }),
  ),

  mockEndpoint(endpoints.posts.update, async ({ request, params }) => {
    const { me } = signedIn(request);
    const stored = findStored(params.id);
    if (!stored) return notFound();
    if (stored.post.author.id !== me.id) return apiError(403, 'FORBIDDEN', 'Only the author can edit this post.');
    const { body } = await readBody(request, updatePostBodySchema);
    stored.post = { ...stored.post, body, hashtags: extractHashtags(body), updatedAt: new Date().toISOString() };
    return HttpResponse.json(viewPost(stored, me.id));
  }),

  mockEndpoint(endpoints.posts.delete, ({ request, params }) => {
    const { me } = signedIn(request);
    const stored = findStored(params.id);
    if (!stored) return notFound();
    if (stored.post.author.id !== me.id && me.role !== 'admin') return apiError(403, 'FORBIDDEN', 'Only the author or an admin can delete this post.');
    postsDb.posts = postsDb.posts.filter((item) => item !== stored);
    return HttpResponse.json(deletedSchema.parse({ id: stored.post.id }));
  }),

  mockEndpoint(endpoints.posts.countShare, async ({ request, params }) => {
    signedIn(request);
    const stored = findStored(params.postId);
    if (!stored) return notFound();
    const { hash } = await readBody(request, shareBodySchema);
    if (hash !== stored.post.shareHash) return apiError(400, 'INVALID_SHARE_HASH', 'This share link is not valid for this post.');
    stored.post.shareCount += 1;
    return HttpResponse.json(shareResponseSchema.parse({ shareCount: stored.post.shareCount }));
  }),
];
