/*
 * Client → server `typing`: relayed to the conversation's other participants when the
 * sender takes part in it, silently dropped otherwise (bad payloads included).
 */
import type { FastifyInstance } from 'fastify';
import { typingPayloadSchema, type TypingEvent } from '../../../contract/messaging.ts';
import { clientEvents, serverEvents } from '../../../contract/socket-events.ts';
import { participantIds } from './conversations.ts';

export function registerTyping(app: FastifyInstance): void {
  app.realtime.onConnection((socket) => {
    socket.on(clientEvents.typing, (payload: unknown) => {
      const parsed = typingPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const { conversationId } = parsed.data;
      const userId = socket.data.user.id;
      participantIds(app.db, conversationId)
        .then((ids) => {
          if (!ids.includes(userId)) return;
          const event: TypingEvent = { conversationId, userId };
          for (const other of ids) if (other !== userId) app.realtime.toUser(other, serverEvents.typing, event);
        })
        .catch((err: unknown) => app.log.error({ err }, 'typing relay failed'));
    });
  });
}
