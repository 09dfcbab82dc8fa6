import { z } from 'zod';
import { postScopes } from './address-limits.ts';

export { postScopes };
import { cappedInt, idSchema, isoDateSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { extractHashtags, hashtagKey } from './hashtags.ts';
import { userSummarySchema } from './users.ts';

export const POST_BODY_MAX = 5000;
export const COMMENT_BODY_MAX = 2000;
/** Different hashtags one post may carry; without a cap a 5 000-character body holds about 2 500. */
export const POST_HASHTAGS_MAX = 30;
/** Comments embedded in `GET /posts/{id}`. */
export const POST_DETAIL_COMMENTS = 50;

export const postSchema = z.object({
  id: idSchema,
  author: userSummarySchema,
  body: z.string(),
  hashtags: z.array(z.string()),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
  commentsCount: z.number().int(),
  shareCount: z.number().int(),
  shareHash: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Post = z.infer<typeof postSchema>;

export const postCommentSchema = z.object({
  id: idSchema,
  postId: idSchema,
  author: userSummarySchema,
  body: z.string(),
  createdAt: isoDateSchema,
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postDetailSchema = postSchema.extend({ comments: z.array(postCommentSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postListSchema = listSchema(postSchema);
export type PostList = z.infer<typeof postListSchema>;
export const postCommentListSchema = listSchema(postCommentSchema);
export type PostCommentList = z.infer<typeof postCommentListSchema>;

export type PostScope = (typeof postScopes)[number];

/**
 * `skip`/`take` (the spec's form) or `cursor`/`take` (keyset; the answer's `nextCursor`).
 * `following` means the people I follow and me; `campus` means authors of my institution.
 * `hashtag` ignores case and an optional leading `#`.
 */
export const postListQuerySchema = pageQuerySchema
  .extend({
    // Past the end is an empty page, however far.
    skip: cappedInt(0, Number.MAX_SAFE_INTEGER).optional(),
    hashtag: z
      .string()
      .trim()
      .max(POST_BODY_MAX)
      .optional()
      .transform((tag) => (tag ? hashtagKey(tag) || undefined : undefined)),
    authorId: idSchema.optional(),
    scope: z.enum(postScopes).default('all'),
  })
  .refine((query) => query.skip === undefined || query.cursor === undefined, {
    message: 'use either skip or cursor, not both',
    path: ['cursor'],
  });
export type PostListQuery = z.infer<typeof postListQuerySchema>;

const postBody = text(1, POST_BODY_MAX).refine((body) => extractHashtags(body).length <= POST_HASHTAGS_MAX, {
  message: `A post can have at most ${POST_HASHTAGS_MAX} different hashtags.`,
});

export const createPostBodySchema = z.object({ body: postBody });
export type CreatePostBody = z.infer<typeof createPostBodySchema>;
export const updatePostBodySchema = createPostBodySchema;

export const newPostCommentBodySchema = z.object({ postId: idSchema, body: text(1, COMMENT_BODY_MAX) });
export type NewPostCommentBody = z.infer<typeof newPostCommentBodySchema>;

export const postLikeResponseSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });

export const postIdParamsSchema = z.object({ postId: idSchema });
export const shareBodySchema = z.object({ hash: z.string().min(1).max(200) });
export const shareResponseSchema = z.object({ shareCount: z.number().int() });
