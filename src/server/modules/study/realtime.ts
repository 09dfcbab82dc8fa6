/*
 * `study:reviewed` goes to the reviewer's sockets but the one that asked: a client names its
 * socket in X-Socket-Id (the id `get-id` gave it). Socket.IO puts each socket in a room of its
 * own id, so leaving that room out works through the Redis adapter too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rooms, serverEvents } from '../../../contract/socket-events.ts';
import { SOCKET_ID_HEADER, type StudyReviewedEvent } from '../../../contract/study.ts';

const SOCKET_ID_MAX = 64;

/** The requesting socket's id, when the client sent a plausible one. */
export function requestingSocket(request: FastifyRequest): string | undefined {
  const value = request.headers[SOCKET_ID_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= SOCKET_ID_MAX ? value : undefined;
}

export function announceReview(app: FastifyInstance, userId: string, event: StudyReviewedEvent, exceptSocket: string | undefined): void {
  app.realtime.toRooms([rooms.user(userId)], serverEvents.studyReviewed, event, { except: exceptSocket ?? [] });
}
