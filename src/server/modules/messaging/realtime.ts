/*
 * Client → server `typing`: relayed to the conversation's other participants when the
 * sender takes part in it and neither has blocked the other, silently dropped otherwise (bad
 * payloads included). A client may send one on every key press, so a socket relays at most
 * one per conversation every TYPING_INTERVAL_MS and drops the rest before any query; the
 * conversations its user takes part in (and with whom) are read once and kept a short while.
 */
import type { FastifyInstance } from 'fastify';
import { typingPayloadSchema, type TypingEvent, type TypingPayload } from '../../../contract/messaging.ts';
import { clientEvents, serverEvents } from '../../../contract/socket-events.ts';
import type { Db } from '../../db/dialect.ts';
import { screenedListener } from '../../lib/input-screen.ts';

const TYPING_INTERVAL_MS = 2_000;
/** How long a socket trusts the conversations it read. One it does not know has it read them again, at most once a TYPING_INTERVAL_MS. */
const CONVERSATIONS_TTL_MS = 30_000;

type Conversations = { participants: Map<string, string[]>; readAt: number };

/** Each conversation `userId` takes part in, with all its participants. */
async function conversationsOf(db: Db, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('conversation_participants as everyone')
    .innerJoin('conversation_participants as mine', 'mine.conversation_id', 'everyone.conversation_id')
    .select(['everyone.conversation_id', 'everyone.user_id'])
    .where('mine.user_id', '=', userId)
    .execute();
  const participants = new Map<string, string[]>();
  for (const row of rows) participants.set(row.conversation_id, [...(participants.get(row.conversation_id) ?? []), row.user_id]);
  return participants;
}

/** Whether `since` (a time in ms) is less than `ms` ago; a clock set back counts as long ago. */
const within = (now: number, since: number, ms: number) => now >= since && now - since < ms;

export function registerTyping(app: FastifyInstance): void {
  app.realtime.onConnection((socket) => {
    const userId = socket.data.user.id;
    const lastRelayed = new Map<string, number>();
    let known: Conversations | undefined;
    let reading: Promise<Conversations> | undefined;

    const read = (now: number) =>
      (reading ??= conversationsOf(app.db, userId)
        .then((participants) => (known = { participants, readAt: now }))
        .finally(() => (reading = undefined)));

    const participantsOf = async (conversationId: string, now: number): Promise<string[] | undefined> => {
      const fresh = known && within(now, known.readAt, CONVERSATIONS_TTL_MS);
      if (known && fresh && (known.participants.has(conversationId) || within(now, known.readAt, TYPING_INTERVAL_MS))) {
        return known.participants.get(conversationId);
      }
      return (await read(now)).participants.get(conversationId);
    };

    const relay = ({ conversationId }: TypingPayload) => {
      const now = app.clock.now().getTime();
      const last = lastRelayed.get(conversationId);
      if (last !== undefined && within(now, last, TYPING_INTERVAL_MS)) return;
      // Claimed before any await, so the rest of a burst is dropped while this one is looked up.
      lastRelayed.set(conversationId, now);
      const relayed = participantsOf(conversationId, now).then(async (ids) => {
        if (!ids) {
          // Only the user's own conversations are remembered.
          lastRelayed.delete(conversationId);
          return;
        }
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
