import type { FastifyReply } from 'fastify';
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
import { ReadCache, textSize } from '../../db/read-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanDelete, assertCanEdit, visiblePost } from './access.ts';
import { feedPageKey, findPostWithAuthor, listPostIds, refreshPostIds, withLikedByMe, type FeedPage } from './feed.ts';
import { feedPageJson } from './feed-json.ts';
import { pagePostsReader } from './page-posts.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { toComment, toPost } from './mappers.ts';
import { createPostWriter } from './post-writer.ts';
import { deletePost, listComments, postNotFound, updatePostBody } from './repository.ts';
import { announceNewPost, announcePostDeleted } from './realtime.ts';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.sessionSecret;
  // A page's ids depend on posts, tags, follows and who is suspended (users already there);
  // new posts and their tags are taken in without reading the page again.
  const feedPages = new ReadCache<FeedPage>(app.dbChangeStamp, {
    maxBytes: 4 * 2 ** 20,
    sizeOf: (page) => textSize(page.ids),
    ttlMs: 60_000,
    tables: ['posts.existing', 'users.existing', 'post_tags.existing', 'follows'],
    growthTables: ['posts', 'post_tags'],
  });
  const pagePosts = pagePostsReader(app);
  const writePost = createPostWriter(app.db);

  /** The post as `viewerId` sees it. */
  const loadPost = async (id: string, viewerId: string) => {
    const [row, hidden] = await Promise.all([findPostWithAuthor(app.db, id), app.blocks.hiddenFrom(viewerId)]);
    if (!row || hidden.has(row.author_id)) throw postNotFound();
    const [post] = await withLikedByMe(app.db, viewerId, [toPost(row, secret)]);
    if (!post) throw postNotFound();
    return post;
  };

  app.post('/create', { schema: { body: createPostBodySchema, response: { 201: postSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    await app.limits.posts.hit(me.id);
    const row = await writePost(me, request.body.body);
    const withAuthor = { ...row, author_name: me.name, author_avatar_key: me.avatar_key, author_institution_id: me.institution_id };
    // A new post has no likes yet, so one payload serves every recipient.
    const post = { ...toPost(withAuthor, secret), likedByMe: false };
    await announceNewPost(app, me, post);
    return reply.status(201).send(post);
  });

  app.patch(
    '/update/:id',
    { schema: { params: idParamsSchema, body: updatePostBodySchema, response: { 200: postSchema } } },
    async (request) => {
      const me = currentUser(request);
      assertCanEdit(await visiblePost(app.db, request.params.id, await app.blocks.hiddenFrom(me.id)), me);
      await updatePostBody(app.db, request.params.id, request.body.body);
      return loadPost(request.params.id, me.id);
    },
  );

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    assertCanDelete(await visiblePost(app.db, request.params.id, await app.blocks.hiddenFrom(me.id)), me);
    await deletePost(app.db, request.params.id);
    announcePostDeleted(app, request.params.id);
    return { id: request.params.id };
  });

  app.get('/', { schema: { querystring: postListQuerySchema, response: { 200: postListSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const page = await feedPages.get(
      feedPageKey(me, request.query),
      () => listPostIds(app.db, me, request.query),
      (stale) => refreshPostIds(app.db, me, request.query, stale),
    );
    const [{ posts, counters, liked }, hidden] = await Promise.all([pagePosts(me.id, page.ids), app.blocks.hiddenFrom(me.id)]);
    // Already JSON in the schema's shape (feed-json.ts); the base reply type takes a string.
    const plainReply: FastifyReply = reply;
    return plainReply.type('application/json; charset=utf-8').send(feedPageJson(page, posts, { counters, liked, hidden }));
  });

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: postDetailSchema } } }, async (request) => {
    const me = currentUser(request);
    const [post, comments] = await Promise.all([
      loadPost(request.params.id, me.id),
      listComments(app.db, request.params.id, { limit: POST_DETAIL_COMMENTS, viewerId: me.id }),
    ]);
    return { ...post, comments: comments.map(toComment) };
  });

  await app.register(interactionRoutes);
};
