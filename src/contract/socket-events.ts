/* Socket.IO event names, in one map for both sides, and the payloads they carry. */
import type {
  Group,
  GroupComment,
  GroupDeletedEvent,
  GroupInviteCancelledEvent,
  GroupLikeEvent,
  GroupMemberJoinedEvent,
  GroupMemberRemovedEvent,
  GroupMessage,
  GroupPostDeletedEvent,
} from './groups.ts';
import type { Message, TypingEvent, TypingPayload } from './messaging.ts';
import type { NoteComment, NoteLikeEvent } from './notes.ts';
import type { NewFollowerEvent, Notification } from './notifications.ts';
import type { Deleted } from './common.ts';
import type { Post, PostComment } from './posts.ts';
import type { ReportNewEvent } from './safety.ts';
import type { StudyReviewedEvent } from './study.ts';
import type { NewUserAddPayload, UserSummary } from './users.ts';

export const serverEvents = {
  getId: 'get-id',
  getUsers: 'get-users',
  newPost: 'new-post',
  postDeleted: 'post:deleted',
  newComment: 'new-comment',
  newNotification: 'new-notification',
  newMessage: 'newMessage',
  newFollower: 'new-follower',
  typing: 'typing',
  groupNewMessage: 'group:new-message',
  groupNewComment: 'group:new-comment',
  groupLike: 'group:like',
  groupPostDeleted: 'group:post-deleted',
  groupPostUpdated: 'group:post-updated',
  groupUpdated: 'group:updated',
  groupMemberJoined: 'group:member-joined',
  groupMemberRemoved: 'group:member-removed',
  groupDeleted: 'group:deleted',
  groupInviteCancelled: 'group:invite-cancelled',
  noteComment: 'note:comment',
  noteLike: 'note:like',
  studyReviewed: 'study:reviewed',
  reportNew: 'report:new',
} as const;

export const clientEvents = {
  newUserAdd: 'new-user-add',
  typing: 'typing',
} as const;

export const rooms = {
  user: (id: string) => `user:${id}`,
  institution: (id: number) => `institution:${id}`,
  group: (id: string) => `group:${id}`,
};

/** What each server event carries, by name; a new event is added here first. */
export type ServerEventPayloads = {
  'get-id': string;
  'get-users': UserSummary[];
  'new-post': Post;
  /** A post is gone (its author deleted it, or a moderator removed it): sent to everyone. */
  'post:deleted': Deleted;
  'new-comment': PostComment;
  'new-notification': Notification;
  newMessage: Message;
  'new-follower': NewFollowerEvent;
  typing: TypingEvent;
  'group:new-message': GroupMessage;
  'group:new-comment': GroupComment;
  'group:like': GroupLikeEvent;
  'group:post-deleted': GroupPostDeletedEvent;
  'group:post-updated': GroupMessage;
  'group:updated': Group;
  'group:member-joined': GroupMemberJoinedEvent;
  'group:member-removed': GroupMemberRemovedEvent;
  'group:deleted': GroupDeletedEvent;
  /** A pending invite was withdrawn: sent to the group and to the invitee, whose inbox drops it. */
  'group:invite-cancelled': GroupInviteCancelledEvent;
  'note:comment': NoteComment;
  'note:like': NoteLikeEvent;
  'study:reviewed': StudyReviewedEvent;
  'report:new': ReportNewEvent;
};

/** What each client event carries; the server screens both with their schemas and drops what fails. */
export type ClientEventPayloads = {
  'new-user-add': NewUserAddPayload;
  typing: TypingPayload;
};

export type ServerEventName = keyof ServerEventPayloads;

type Listeners<Payloads> = { [Name in keyof Payloads]: (payload: Payloads[Name]) => void };

/** Socket.IO's typed maps: `Server<ClientToServerEvents, ServerToClientEvents>` and the client's mirror. */
export type ServerToClientEvents = Listeners<ServerEventPayloads>;
export type ClientToServerEvents = Listeners<ClientEventPayloads>;
