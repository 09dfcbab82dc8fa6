/* Optimistic stand-ins: what a new post or comment looks like before the server has answered. */
import { extractHashtags } from '../../../../contract/hashtags.ts';
import type { Post, PostComment } from '../../../../contract/posts.ts';
import type { Me, UserSummary } from '../../../../contract/users.ts';

const STAND_IN_PREFIX = 'pending-';
let counter = 0;

const standInId = () => `${STAND_IN_PREFIX}${Date.now()}-${++counter}`;

/** A post or comment shown before the server saved it: it cannot be liked, shared or deleted yet. */
export function isStandIn(item: { id: string }): boolean {
  return item.id.startsWith(STAND_IN_PREFIX);
}

function summaryOf(me: Me): UserSummary {
  return { id: me.id, name: me.name, avatarUrl: me.avatarUrl, institutionId: me.institutionId, nameOfUniversity: me.nameOfUniversity };
}

export function standInPost(me: Me, body: string): Post {
  const now = new Date().toISOString();
  return {
    id: standInId(),
    author: summaryOf(me),
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
  return { id: standInId(), postId, author: summaryOf(me), body, createdAt: new Date().toISOString() };
}
