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
import type { Db } from '../../db/dialect.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findSummary } from '../auth/repository.ts';
import { findMembership, hideConversation, listConversations, loadConversation, openConversation } from './conversations.ts';
import { markRead, messageInConversation, messagePage, sendMessage, totalUnread } from './messages.ts';
import { registerTyping } from './realtime.ts';

const conversationNotFound = () => notFound('Conversation');

/** A row gone under our feet (a participant deleting their account mid-request) is a 404, not a 500. */
function vanishedAs404(what: string) {
  return (error: unknown): never => {
    if (/foreign key/i.test(String(error))) throw notFound(what);
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
      const { id, created } = await openConversation(app.db, me.id, participantId).catch(vanishedAs404('User'));
      const conversation = await loadConversation(app.db, me.id, id);
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
      const { message, participantIds } = await sendMessage(app.db, conversationId, me, body).catch(vanishedAs404('Conversation'));
      // Every participant's room, the sender's too, so their other tabs see it.
      for (const userId of participantIds) app.realtime.toUser(userId, serverEvents.newMessage, message);
      return reply.status(201).send(message);
    },
  );

  app.get('/conversations', { schema: { querystring: pageQuerySchema, response: { 200: conversationListSchema } } }, async (request) =>
    listConversations(app.db, currentUser(request).id, request.query),
  );

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
      return messagePage(app.db, conversationId, { oldestMessageId, messagesPerPage });
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
