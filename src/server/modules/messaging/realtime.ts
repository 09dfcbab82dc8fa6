/*
 * Client → server `typing`: relayed to the conversation's other participants when the
 * sender takes part in it and neither has blocked the other, silently dropped otherwise (bad
 * payloads included).
 */
import type { FastifyInstance } from 'fastify';
import { typingPayloadSchema, type TypingEvent, type TypingPayload } from '../../../contract/messaging.ts';
import { clientEvents, serverEvents } from '../../../contract/socket-events.ts';
import { screenedListener } from '../../lib/input-screen.ts';
import { participantIds } from './conversation-repository.ts';

export function registerTyping(app: FastifyInstance): void {
  app.realtime.onConnection((socket) => {
    const userId = socket.data.user.id;
    const relay = ({ conversationId }: TypingPayload) => {
      const relayed = participantIds(app.db, conversationId).then(async (ids) => {
        if (!ids.includes(userId)) return;
        const event: TypingEvent = { conversationId, userId };
        for (const other of ids) {
          if (other !== userId && !(await app.blocks.between(userId, other))) app.realtime.toUser(other, serverEvents.typing, event);
        }
      });
      app.requestsInFlight.track(relayed).catch((err: unknown) => app.log.error({ err }, 'typing relay failed'));
    };
    socket.on(clientEvents.typing, screenedListener(typingPayloadSchema, relay));
  });
}
