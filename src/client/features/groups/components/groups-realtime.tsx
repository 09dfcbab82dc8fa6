/*
 * Every group:* socket event, patched into the React Query caches the pages read (the
 * group's page data and my groups list), and the group posts the outbox sends once the
 * browser is back online. Mounted once in the signed-in layout.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { toast } from 'sonner';
import { groupMessageSchema } from '../../../../contract/groups.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { groupDetailQueryOptions } from '../api/get-group.ts';
import { groupInvitesQueryOptions } from '../api/get-group-invites.ts';
import { groupsQueryOptions } from '../api/get-groups.ts';
import { invitesQueryOptions } from '../api/get-invites.ts';
import { groupKeys } from '../api/keys.ts';
import { forgetGroup, patchGroupEverywhere, putGroup, setEveryGroupDetail, setGroupDetail } from '../lib/cache-actions.ts';
import { addMember, applyLike, prependComment, prependMessage, removeMember, removeMessage, replaceMessageText } from '../lib/cache.ts';
import { isDeparting } from '../lib/departures.ts';

export function GroupsRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();
  const router = useRouter();

  const groupName = (groupId: string): string | undefined =>
    queryClient.getQueryData(groupDetailQueryOptions(groupId).queryKey)?.pages[0]?.group.name ??
    queryClient.getQueryData(groupsQueryOptions().queryKey)?.items.find((group) => group.id === groupId)?.name;

  /** Out of a group I no longer belong to; if its pages are open, back to my groups with a word why. */
  const leave = (groupId: string, message: (name: string) => string) => {
    if (isDeparting(queryClient, groupId)) return;
    const name = groupName(groupId) ?? 'this group';
    const { pathname } = router.state.location;
    const prefix = `/groups/${encodeURIComponent(groupId)}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      toast.info(message(name));
      void router.navigate({ to: '/groups', replace: true }).then(() => forgetGroup(queryClient, groupId));
    } else {
      forgetGroup(queryClient, groupId);
    }
  };

  useSocketEvent(serverEvents.groupNewMessage, (message) =>
    setGroupDetail(queryClient, message.groupId, (data) => prependMessage(data, message)),
  );
  // A message written offline, now saved: it takes its stand-in's place at the top (once: the socket may bring it too).
  const showSentMessage = useEffectEvent((event: OutboxEvent) => {
    const saved = event.type === 'sent' && event.request.kind === 'group-message' ? groupMessageSchema.safeParse(event.response) : undefined;
    if (saved?.success) setGroupDetail(queryClient, saved.data.groupId, (data) => prependMessage(data, saved.data));
  });
  useEffect(() => onOutboxEvent(showSentMessage), []);
  useSocketEvent(serverEvents.groupNewComment, (comment) =>
    setEveryGroupDetail(queryClient, (data) => prependComment(data, comment)),
  );
  useSocketEvent(serverEvents.groupLike, (like) => setEveryGroupDetail(queryClient, (data) => applyLike(data, like)));
  useSocketEvent(serverEvents.groupPostDeleted, ({ groupId, id }) =>
    setGroupDetail(queryClient, groupId, (data) => removeMessage(data, id)),
  );
  useSocketEvent(serverEvents.groupPostUpdated, (message) =>
    setGroupDetail(queryClient, message.groupId, (data) => replaceMessageText(data, message.id, message)),
  );
  useSocketEvent(serverEvents.groupUpdated, (group) => putGroup(queryClient, group));
  useSocketEvent(serverEvents.groupMemberJoined, ({ groupId, user }) =>
    patchGroupEverywhere(queryClient, groupId, (group) => addMember(group, user)),
  );
  useSocketEvent(serverEvents.groupMemberRemoved, ({ groupId, userId }) => {
    if (userId === me.id) leave(groupId, (name) => `You are no longer a member of ${name}.`);
    else patchGroupEverywhere(queryClient, groupId, (group) => removeMember(group, userId));
  });
  useSocketEvent(serverEvents.groupDeleted, ({ id }) => leave(id, (name) => `${name} has been deleted.`));
  // A withdrawn invite leaves my inbox and the group's pending list wherever they are open.
  useSocketEvent(serverEvents.groupInviteCancelled, ({ groupId, id }) => {
    for (const { queryKey } of [invitesQueryOptions(), groupInvitesQueryOptions(groupId)]) {
      queryClient.setQueryData(queryKey, (data) => data && { items: data.items.filter((invite) => invite.id !== id) });
    }
  });
  // An invite reaches me as a notification; the inbox fetches it afresh.
  useSocketEvent(serverEvents.newNotification, (notification) => {
    if (notification.type === 'group-invite' && notification.userId === me.id) {
      void queryClient.invalidateQueries({ queryKey: groupKeys.invites() });
    }
  });
  return null;
}
