import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  POST_DETAIL_COMMENTS,
  createPostBodySchema,
  postDetailSchema,
  postListQuerySchema,
  postListSchema,
  postSchema,
  updatePostBodySchema,
} from '../../../contract/posts.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanDelete, assertCanEdit, visiblePost } from './access.ts';
import { findPostWithAuthor, listPosts, withLikedByMe } from './feed.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { toComment, toPost } from './mappers.ts';
import { deletePost, insertPost, listComments, postNotFound, updatePostBody } from './repository.ts';
import { announceNewPost } from './realtime.ts';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.sessionSecret;

  /** The post as `viewerId` sees it. */
  const loadPost = async (id: string, viewerId: string) => {
    const row = await findPostWithAuthor(app.db, id);
    if (!row) throw postNotFound();
    const [post] = await withLikedByMe(app.db, viewerId, [row], secret);
    if (!post) throw postNotFound();
    return post;
  };

  app.post('/create', { schema: { body: createPostBodySchema, response: { 201: postSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const id = await insertPost(app.db, me.id, request.body.body);
    const row = await findPostWithAuthor(app.db, id);
    if (!row) throw postNotFound();
    // A new post has no likes yet, so one payload serves every recipient.
    const post = toPost(row, false, secret);
    await announceNewPost(app, me, post);
    return reply.status(201).send(post);
  });

  app.patch(
    '/update/:id',
    { schema: { params: idParamsSchema, body: updatePostBodySchema, response: { 200: postSchema } } },
    async (request) => {
      const me = currentUser(request);
      assertCanEdit(await visiblePost(app.db, request.params.id), me);
      await updatePostBody(app.db, request.params.id, request.body.body);
      return loadPost(request.params.id, me.id);
    },
  );

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    assertCanDelete(await visiblePost(app.db, request.params.id), me);
    await deletePost(app.db, request.params.id);
    return { id: request.params.id };
  });

  app.get('/', { schema: { querystring: postListQuerySchema, response: { 200: postListSchema } } }, async (request) => {
    const me = currentUser(request);
    const { rows, nextCursor } = await listPosts(app.db, me, request.query);
    return { items: await withLikedByMe(app.db, me.id, rows, secret), nextCursor };
  });

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: postDetailSchema } } }, async (request) => {
    const me = currentUser(request);
    const [post, comments] = await Promise.all([
      loadPost(request.params.id, me.id),
      listComments(app.db, request.params.id, { limit: POST_DETAIL_COMMENTS }),
    ]);
    return { ...post, comments: comments.map(toComment) };
  });

  await app.register(interactionRoutes);
};
