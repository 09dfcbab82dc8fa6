/* Socket.IO event names, in one map for both sides, and the payloads they carry. */
import type { NewFollowerEvent, Notification } from './notifications.ts';
import type { Post, PostComment } from './posts.ts';
import type { UserSummary } from './users.ts';

export const serverEvents = {
  getId: 'get-id',
  getUsers: 'get-users',
  newPost: 'new-post',
  newComment: 'new-comment',
  newNotification: 'new-notification',
  newMessage: 'newMessage',
  newFollower: 'new-follower',
  typing: 'typing',
  groupNewMessage: 'group:new-message',
  groupNewComment: 'group:new-comment',
  groupLike: 'group:like',
  groupPostDeleted: 'group:post-deleted',
  groupUpdated: 'group:updated',
  groupMemberJoined: 'group:member-joined',
  groupMemberRemoved: 'group:member-removed',
  groupDeleted: 'group:deleted',
} as const;

export const clientEvents = {
  newUserAdd: 'new-user-add',
  typing: 'typing',
} as const;

export type ServerEventName = (typeof serverEvents)[keyof typeof serverEvents];

export const rooms = {
  user: (id: string) => `user:${id}`,
  institution: (id: number) => `institution:${id}`,
  group: (id: string) => `group:${id}`,
};

/** Payloads of the server's events, by name (areas add theirs as they land). */
export type ServerEventPayloads = {
  'get-id': string;
  'get-users': UserSummary[];
  'new-post': Post;
  'new-comment': PostComment;
  'new-notification': Notification;
  'new-follower': NewFollowerEvent;
};
