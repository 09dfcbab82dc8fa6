/*
 * Live notifications, mounted once in the signed-in layout: a new one goes first in the
 * list (and onto the nav badge) with the chime; a new follower also gets a toast. One about
 * a follow or a collaboration also means the relation with its actor changed: their profile
 * and mine are read again, so the buttons on either page offer what is true now.
 */
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Notification, NotificationType } from '../../../../contract/notifications.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import type { Me } from '../../../../contract/users.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { userKeys } from '../../../lib/user-keys.ts';
import { prependCachedNotification } from '../api/notifications-cache.ts';

/**
 * The spec ignores a notification "whose userId is the current user's": it means one my
 * own action caused. In this contract `userId` is the recipient and `actor` the cause, so
 * the ones ignored are those I caused, or any addressed to someone else.
 */
export function isNotificationForMe(notification: Notification, me: Pick<Me, 'id'>): boolean {
  return notification.userId === me.id && notification.actor?.id !== me.id;
}

/** The notifications that say a relation between me and their actor changed. */
const RELATION_TYPES: ReadonlySet<NotificationType> = new Set(['follow', 'collaborate']);

export function NotificationsRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();

  const refreshRelationWith = (userId: string) => {
    void queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) });
    void queryClient.invalidateQueries({ queryKey: userKeys.profile(me.id) });
  };

  useSocketEvent(serverEvents.newNotification, (notification) => {
    if (!isNotificationForMe(notification, me)) return;
    if (notification.actor && RELATION_TYPES.has(notification.type)) refreshRelationWith(notification.actor.id);
    if (prependCachedNotification(queryClient, notification)) playNotificationSound();
  });

  useSocketEvent(serverEvents.newFollower, ({ follower, newNotification }) => {
    refreshRelationWith(follower.id);
    playNotificationSound();
    prependCachedNotification(queryClient, newNotification);
    toast.success(catalogue.account.newFollowerTitle, { description: catalogue.account.newFollower(follower.name) });
  });

  return null;
}
