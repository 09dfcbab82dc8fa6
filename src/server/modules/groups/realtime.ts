/*
 * Group rooms. Every socket sits in `group:{id}` for each of its user's groups; joins and
 * removals move all of a user's sockets at once. `io.in(user room).socketsJoin/Leave` goes
 * through the adapter, so with Redis it reaches sockets on every instance.
 */
import type { FastifyInstance } from 'fastify';
import type { Group } from '../../../contract/groups.ts';
import { rooms, serverEvents, type ServerEventName, type ServerEventPayloads } from '../../../contract/socket-events.ts';
import { groupIdsOf } from './group-repository.ts';

export function groupRealtime(app: FastifyInstance) {
  const { io } = app.realtime;
  // Runs on after the request that joined or removed the user has been answered: counted, so closing waits for it.
  const announce = (userId: string) =>
    app.requestsInFlight.track(app.realtime.presence.announce(userId)).catch((err: unknown) => app.log.error({ err }, 'presence update failed'));

  return {
    /** On connect: into the rooms of every group the user belongs to. */
    attach() {
      app.realtime.onConnection(async (socket) => {
        const userId = socket.data.user.id;
        const groupIds = await groupIdsOf(app.db, userId);
        if (groupIds.length === 0) return;
        await socket.join(groupIds.map(rooms.group));
        // A removal between the read and the join moved this socket out of a room it was not
        // yet in; read again now that it is in them all, and leave those no longer the user's.
        const still = new Set(await groupIdsOf(app.db, userId));
        for (const groupId of groupIds) if (!still.has(groupId)) await socket.leave(rooms.group(groupId));
      });
    },
    toGroup<Event extends ServerEventName>(groupId: string, event: Event, payload: ServerEventPayloads[Event]) {
      app.realtime.toRoom(rooms.group(groupId), event, payload);
    },
    joined(userId: string, groupId: string) {
      io.in(rooms.user(userId)).socketsJoin(rooms.group(groupId));
      void announce(userId);
    },
    /** Tells the group and the removed user (once, even while still in the room), then moves them out. */
    removed(userId: string, groupId: string) {
      app.realtime.toRooms([rooms.group(groupId), rooms.user(userId)], serverEvents.groupMemberRemoved, { groupId, userId });
      io.in(rooms.user(userId)).socketsLeave(rooms.group(groupId));
      void announce(userId);
    },
    deleted(groupId: string) {
      const room = rooms.group(groupId);
      app.realtime.toRoom(room, serverEvents.groupDeleted, { id: groupId });
      io.in(room).socketsLeave(room);
    },
    inviteCancelled(event: { groupId: string; id: string }, inviteeId: string | undefined) {
      const targets = [rooms.group(event.groupId), ...(inviteeId ? [rooms.user(inviteeId)] : [])];
      app.realtime.toRooms(targets, serverEvents.groupInviteCancelled, event);
    },
    /** `group:updated` carries a Group, whose `myRole` differs per member: each gets their own. */
    updated(group: Group) {
      for (const member of group.users) {
        app.realtime.toUser(member.id, serverEvents.groupUpdated, { ...group, myRole: member.role });
      }
    },
  };
}

export type GroupRealtime = ReturnType<typeof groupRealtime>;
