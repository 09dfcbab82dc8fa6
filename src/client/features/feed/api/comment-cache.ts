/* A post's comments in the cache: its comment pages and the newest ones inside its detail. */
import type { QueryClient } from '@tanstack/react-query';
import type { PostComment, PostDetail } from '../../../../contract/posts.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { postKeys } from './keys.ts';
import { updateCachedPost, type CommentPages } from './post-cache.ts';

const hasComment = (comments: PostComment[], id: string) => comments.some((comment) => comment.id === id);

/** Whether the comment is already cached for its post. */
export function isCommentCached(queryClient: QueryClient, comment: PostComment): boolean {
  const pages = queryClient.getQueryData<CommentPages>(postKeys.comments(comment.postId));
  const detail = queryClient.getQueryData<PostDetail>(postKeys.detail(comment.postId));
  return !!pages?.pages.some((page) => hasComment(page.items, comment.id)) || (!!detail && hasComment(detail.comments, comment.id));
}

/** Puts a comment at the top of its post's comments (newest first) and counts it. */
export function prependCachedComment(queryClient: QueryClient, comment: PostComment): void {
  if (isCommentCached(queryClient, comment)) return;
  writeQuery<CommentPages>(queryClient, postKeys.comments(comment.postId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    return data && first ? { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] } : data;
  });
  writeQuery<PostDetail>(queryClient, postKeys.detail(comment.postId), (detail) =>
    detail ? { ...detail, comments: [comment, ...detail.comments] } : detail,
  );
  updateCachedPost(queryClient, comment.postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
}

/** Swaps a stand-in comment for the saved one, or takes it away (and uncounts it) when `next` is null. */
export function settleCachedComment(queryClient: QueryClient, postId: string, standInId: string, next: PostComment | null): void {
  const swap = (comments: PostComment[]) =>
    next ? comments.map((comment) => (comment.id === standInId ? next : comment)) : comments.filter((comment) => comment.id !== standInId);
  writeQuery<CommentPages>(queryClient, postKeys.comments(postId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) } : data,
  );
  writeQuery<PostDetail>(queryClient, postKeys.detail(postId), (detail) => (detail ? { ...detail, comments: swap(detail.comments) } : detail));
  if (!next) updateCachedPost(queryClient, postId, (post) => ({ ...post, commentsCount: Math.max(0, post.commentsCount - 1) }));
}
