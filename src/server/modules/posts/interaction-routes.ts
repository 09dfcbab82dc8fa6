import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '../../../contract/common.ts';
import {
  newPostCommentBodySchema,
  postCommentListSchema,
  postCommentSchema,
  postIdParamsSchema,
  postLikeResponseSchema,
  shareBodySchema,
  shareResponseSchema,
} from '../../../contract/posts.ts';
import { badRequest, methodNotAllowed } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visiblePost } from './access.ts';
import { toComment } from './mappers.ts';
import { addShare, findComment, insertComment, listComments, postNotFound, toggleLike } from './repository.ts';
import { announceComment, announceLike } from './realtime.ts';
import { isShareHash } from '../../lib/share-hash.ts';

/** Comments, likes and shares: what anyone who sees a post may do to it. */
export const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/new-comment', { schema: { body: newPostCommentBodySchema, response: { 201: postCommentSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const post = await visiblePost(app.db, request.body.postId, await app.blocks.hiddenFrom(me.id));
    await app.limits.comments.hit(me.id);
    const id = await insertComment(app.db, post.id, me.id, request.body.body);
    const row = await findComment(app.db, id);
    if (!row) throw postNotFound();
    const comment = toComment(row);
    await announceComment(app, post.author_id, me, comment);
    return reply.status(201).send(comment);
  });

  app.get(
    '/:id/comments',
    { schema: { params: idParamsSchema, querystring: pageQuerySchema, response: { 200: postCommentListSchema } } },
    async (request) => {
      const me = currentUser(request);
      const post = await visiblePost(app.db, request.params.id, await app.blocks.hiddenFrom(me.id));
      const { cursor, take } = request.query;
      const rows = await listComments(app.db, post.id, { cursor, limit: take + 1, viewerId: me.id });
      const items = rows.slice(0, take).map(toComment);
      return { items, nextCursor: rows.length > take ? (items.at(-1)?.id ?? null) : null };
    },
  );

  // A toggle: the outbox sends a queued like again after a lost answer, and with its key kept
  // the repeat answers the first toggle instead of undoing it.
  app.post('/like/:id', { config: { idempotent: true }, schema: { params: idParamsSchema, response: { 200: postLikeResponseSchema } } }, async (request) => {
    const me = currentUser(request);
    const post = await visiblePost(app.db, request.params.id, await app.blocks.hiddenFrom(me.id));
    const { liked, likesCount, changed } = await toggleLike(app.db, post.id, me.id);
    if (liked && changed) await announceLike(app, post.author_id, me, post.id);
    return { liked, likesCount };
  });

  // GET on the like path changes nothing (API.md §1). Without this route, GET /posts/like/comments
  // would reach GET /posts/:id/comments and answer 404.
  app.get('/like/:id', { config: { public: true }, schema: { hide: true } }, async (request) => {
    throw methodNotAllowed(request.method, ['POST']);
  });

  app.patch(
    '/update-post-share-count/:postId',
    { schema: { params: postIdParamsSchema, body: shareBodySchema, response: { 200: shareResponseSchema } } },
    async (request) => {
      const post = await visiblePost(app.db, request.params.postId, await app.blocks.hiddenFrom(currentUser(request).id));
      if (!isShareHash(app.sessionSecret, 'post', post.id, request.body.hash)) {
        throw badRequest('INVALID_SHARE_HASH', 'This share link is not valid for this post.');
      }
      return { shareCount: await addShare(app.db, post.id) };
    },
  );
};
