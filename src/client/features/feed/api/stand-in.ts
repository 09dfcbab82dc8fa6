/* Optimistic stand-ins: what a new post or comment looks like before the server has answered. */
import { extractHashtags } from '../../../../contract/hashtags.ts';
import type { Post, PostComment } from '../../../../contract/posts.ts';
import { userSummarySchema, type Me } from '../../../../contract/users.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';

export function standInPost(me: Me, body: string): Post {
  const now = new Date().toISOString();
  return {
    id: optimisticId(),
    author: userSummarySchema.parse(me),
    body,
    hashtags: extractHashtags(body),
    likesCount: 0,
    likedByMe: false,
    commentsCount: 0,
    shareCount: 0,
    shareHash: '',
    createdAt: now,
    updatedAt: now,
  };
}

export function standInComment(me: Me, postId: string, body: string): PostComment {
  return { id: optimisticId(), postId, author: userSummarySchema.parse(me), body, createdAt: new Date().toISOString() };
}
