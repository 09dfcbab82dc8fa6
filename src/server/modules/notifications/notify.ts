/*
 * The one way a notification is made: stored, then sent to its user's sockets. A follow
 * is the exception the contract names: it sends `new-follower` carrying the stored
 * notification instead of a second `new-notification`.
 */
import type { FastifyInstance } from 'fastify';
import type { Notification } from '../../../contract/notifications.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { createNotification, type NewNotification } from './repository.ts';

type App = Pick<FastifyInstance, 'db' | 'realtime' | 'blocks'>;

/**
 * Stores and emits a notification, unless the actor is its user (my own actions never notify
 * me) or one of the two has blocked the other (nothing one does notifies the other).
 */
export async function notify(app: App, input: NewNotification, options: { emit?: boolean } = {}): Promise<Notification | undefined> {
  if (input.actor?.id === input.userId) return undefined;
  if (input.actor && (await app.blocks.between(input.actor.id, input.userId))) return undefined;
  const notification = await createNotification(app.db, input);
  if (options.emit !== false) app.realtime.toUser(input.userId, serverEvents.newNotification, notification);
  return notification;
}
