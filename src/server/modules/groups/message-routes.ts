import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  groupCommentSchema,
  groupLikeResponseSchema,
  groupMessageSchema,
  newGroupCommentBodySchema,
  newGroupMessageBodySchema,
  postIdParamsSchema,
  shareBodySchema,
  shareCountSchema,
  updateGroupMessageBodySchema,
} from '../../../contract/groups.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isShareHash } from '../../lib/share-hash.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  deleteMessage,
  findMessage,
  incrementShareCount,
  insertComment,
  insertMessage,
  loadMessage,
  toggleLike,
  updateMessageText,
} from './message-repository.ts';
import { assertCan, assertCanDeletePost, assertCanEditPost, authorize, roleIn, type GroupAction } from './permissions.ts';
import type { GroupRealtime } from './realtime.ts';

const messageNotFound = () => notFound('Message');

export const messageRoutes: FastifyPluginAsyncZod<{ live: GroupRealtime }> = async (app, { live }) => {
  const secret = app.sessionSecret;

  /** The message and the caller's role in its group; a message outside the caller's groups is not found. */
  const visibleMessage = async (messageId: string, userId: string, action: GroupAction) => {
    const message = await findMessage(app.db, messageId);
    const role = message ? await roleIn(app.db, message.group_id, userId) : null;
    if (!message || !role) throw messageNotFound();
    assertCan(role, action);
    return { message, role };
  };

  app.post('/new-message', { schema: { body: newGroupMessageBodySchema, response: { 201: groupMessageSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const { groupId, message } = request.body;
    await authorize(app.db, groupId, me.id, 'post');
    const created = await loadMessage(app.db, await insertMessage(app.db, { groupId, authorId: me.id, message }), secret);
    if (!created) throw messageNotFound();
    live.toGroup(groupId, serverEvents.groupNewMessage, created);
    return reply.status(201).send(created);
  });

  app.post('/new-comment', { schema: { body: newGroupCommentBodySchema, response: { 201: groupCommentSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const { groupMessageId, message } = request.body;
    const { message: parent } = await visibleMessage(groupMessageId, me.id, 'comment');
    await app.limits.comments.hit(me.id);
    const comment = await insertComment(app.db, { messageId: parent.id, authorId: me.id, message });
    live.toGroup(parent.group_id, serverEvents.groupNewComment, comment);
    return reply.status(201).send(comment);
  });

  app.post('/like/:id', { schema: { params: idParamsSchema, response: { 200: groupLikeResponseSchema } } }, async (request) => {
    const me = currentUser(request);
    const { message } = await visibleMessage(request.params.id, me.id, 'like');
    const result = await toggleLike(app.db, message.id, me.id);
    live.toGroup(message.group_id, serverEvents.groupLike, { groupMessageId: message.id, userId: me.id, liked: result.liked });
    return result;
  });

  app.delete('/delete-post/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    const { message, role } = await visibleMessage(request.params.id, me.id, 'view');
    assertCanDeletePost(role, message.author_id === me.id);
    await deleteMessage(app.db, message.id);
    live.toGroup(message.group_id, serverEvents.groupPostDeleted, { groupId: message.group_id, id: message.id });
    return { id: message.id };
  });

  app.patch(
    '/update-post/:id',
    { schema: { params: idParamsSchema, body: updateGroupMessageBodySchema, response: { 200: groupMessageSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { message } = await visibleMessage(request.params.id, me.id, 'post');
      assertCanEditPost(message.author_id === me.id);
      await updateMessageText(app.db, { messageId: message.id, groupId: message.group_id, message: request.body.message });
      const updated = await loadMessage(app.db, message.id, secret);
      if (!updated) throw messageNotFound();
      live.toGroup(message.group_id, serverEvents.groupPostUpdated, updated);
      return updated;
    },
  );

  app.patch(
    '/update-post-share-count/:postId',
    { schema: { params: postIdParamsSchema, body: shareBodySchema, response: { 200: shareCountSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { message } = await visibleMessage(request.params.postId, me.id, 'share');
      if (!isShareHash(secret, 'groupMessage', message.id, request.body.hash)) {
        throw new HttpError(400, 'INVALID_SHARE_HASH', 'This share link is not valid for this post.');
      }
      return { shareCount: await incrementShareCount(app.db, message.id) };
    },
  );
};
