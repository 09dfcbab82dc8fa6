import type { Post, PostComment } from '../../../contract/posts.ts';
import type { PostRow } from '../../db/schema.ts';
import { toUserSummary } from '../users/mappers.ts';
import { shareHashFor } from '../../lib/share-hash.ts';

/** The author columns selected beside every post and comment row. */
export const authorColumns = ['users.name as author_name', 'users.avatar_key as author_avatar_key', 'users.institution_id as author_institution_id'] as const;

type AuthorFields = { author_name: string; author_avatar_key: string | null; author_institution_id: number | null };
export type PostWithAuthor = PostRow & AuthorFields;
export type CommentWithAuthor = { id: string; post_id: string; author_id: string; body: string; created_at: string } & AuthorFields;

const authorOf = (authorId: string, row: AuthorFields) =>
  toUserSummary({ id: authorId, name: row.author_name, avatar_key: row.author_avatar_key, institution_id: row.author_institution_id });

function parseTags(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** A post as every viewer sees it; likedByMe is added per viewer. */
export type PostForEveryone = Omit<Post, 'likedByMe'>;

export function toPost(row: PostWithAuthor, secret: string): PostForEveryone {
  return {
    id: row.id,
    author: authorOf(row.author_id, row),
    body: row.body,
    hashtags: parseTags(row.hashtags),
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    shareCount: row.share_count,
    shareHash: shareHashFor(secret, 'post', row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toComment(row: CommentWithAuthor): PostComment {
  return { id: row.id, postId: row.post_id, author: authorOf(row.author_id, row), body: row.body, createdAt: row.created_at };
}
