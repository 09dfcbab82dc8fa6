import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, pageQuerySchema } from '../../../contract/common.ts';
import {
  chatMessageSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  markReadResponseSchema,
  messagePageSchema,
  messagesQuerySchema,
  newConversationBodySchema,
  newMessageBodySchema,
  totalUnreadSchema,
} from '../../../contract/messaging.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { isForeignKeyViolation, type Db } from '../../db/dialect.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findSummary } from '../users/repository.ts';
import {
  findMembership,
  hasWrittenTo,
  hideConversation,
  listConversations,
  loadConversation,
  openConversation,
  participantIds,
} from './conversation-repository.ts';
import { markRead, messageInConversation, messagePage, sendMessage, totalUnread } from './message-repository.ts';
import { registerTyping } from './realtime.ts';

const conversationNotFound = () => notFound('Conversation');

/** A row gone under our feet (a participant deleting their account mid-request) is a 404, not a 500. */
function vanishedAs404(what: string) {
  return (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw notFound(what);
    throw error;
  };
}

/** The one authorization check of this area: only participants see a conversation. */
async function requireParticipant(db: Db, conversationId: string, userId: string) {
  const membership = await findMembership(db, conversationId, userId);
  if (!membership) throw conversationNotFound();
  return membership;
}

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTyping(app);

  app.post(
    '/conversation/newConversation',
    { schema: { body: newConversationBodySchema, response: { 200: conversationSchema, 201: conversationSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { participantId } = request.body;
      if (participantId === me.id) throw invalidField('body.participantId', 'You cannot start a conversation with yourself.');
      if (!(await findSummary(app.db, participantId))) throw notFound('User');
      await app.blocks.assertNotBlocked(me.id, participantId);
      if (!(await hasWrittenTo(app.db, participantId, me.id))) await app.limits.newConversations.hit(me.id);
      const { id, created } = await openConversation(app.db, me.id, participantId).catch(vanishedAs404('User'));
      const conversation = await loadConversation(app.db, me.id, id, await app.blocks.blockedWith(me.id));
      if (!conversation) throw notFound('User');
      if (created) await app.realtime.presence.announce(me.id);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.post(
    '/conversation/newMessage',
    { schema: { body: newMessageBodySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { conversationId, body } = request.body;
      await requireParticipant(app.db, conversationId, me.id);
      // A conversation with someone blocked either way stays readable, but nobody writes in it.
      for (const other of await participantIds(app.db, conversationId)) {
        if (other !== me.id) await app.blocks.assertNotBlocked(me.id, other);
      }
      const { message, participantIds: recipients } = await sendMessage(app.db, conversationId, me, body).catch(vanishedAs404('Conversation'));
      // Every participant's room, the sender's too, so their other tabs see it.
      for (const userId of recipients) app.realtime.toUser(userId, serverEvents.newMessage, message);
      return reply.status(201).send(message);
    },
  );

  app.get('/conversations', { schema: { querystring: pageQuerySchema, response: { 200: conversationListSchema } } }, async (request) => {
    const me = currentUser(request);
    return listConversations(app.db, me.id, request.query, await app.blocks.blockedWith(me.id));
  });

  app.get(
    '/messages/:conversationId',
    { schema: { params: conversationParamsSchema, querystring: messagesQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { conversationId } = request.params;
      const { oldestMessageId, messagesPerPage } = request.query;
      const membership = await requireParticipant(app.db, conversationId, me.id);
      if (oldestMessageId && !(await messageInConversation(app.db, oldestMessageId, conversationId))) throw notFound('Message');
      // Marked before the page is read: a message arriving meanwhile is in the newest page, not marked read unseen.
      if (membership.unreadCount > 0) await markRead(app.db, conversationId, me.id);
      return messagePage(app.db, conversationId, { oldestMessageId, messagesPerPage, clearedThrough: membership.clearedThrough });
    },
  );

  app.post(
    '/conversation/:conversationId/read',
    { schema: { params: conversationParamsSchema, response: { 200: markReadResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { conversationId } = request.params;
      await requireParticipant(app.db, conversationId, me.id);
      await markRead(app.db, conversationId, me.id);
      return { unreadCount: 0 as const };
    },
  );

  app.get('/get-total-unread-messages', { schema: { response: { 200: totalUnreadSchema } } }, async (request) => ({
    total: await totalUnread(app.db, currentUser(request).id),
  }));

  app.delete(
    '/conversation/:conversationId',
    { schema: { params: conversationParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { conversationId } = request.params;
      await requireParticipant(app.db, conversationId, me.id);
      await hideConversation(app.db, conversationId, me.id);
      return { id: conversationId };
    },
  );
};
