/*
 * Table types. Booleans are stored as 0/1 integers and times as ISO-8601 UTC text so that
 * one set of queries serves SQLite and PostgreSQL alike.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  bio: Generated<string>;
  avatar_key: string | null;
  institution_id: number | null;
  role: Generated<'student' | 'admin'>;
  color_mode: Generated<'light' | 'dark' | 'system'>;
  low_data_mode: Generated<Flag>;
  sound: Generated<Flag>;
  email_notifications: Generated<Flag>;
  show_online_status: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string; // sha256 of the token
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: string; // sha256 of the token
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FollowsTable {
  follower_id: string;
  following_id: string;
  created_at: string;
}

export interface CollaborationsTable {
  requester_id: string;
  target_id: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  actor_id: string | null;
  message: string;
  link: string | null;
  read: Generated<Flag>;
  created_at: string;
}

export interface PostsTable {
  id: string;
  author_id: string;
  body: string;
  hashtags: string; // JSON array, as first written
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  share_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PostTagsTable {
  post_id: string;
  tag: string; // lower case
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface PostCommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

export interface NotesTable {
  id: string;
  owner_id: string;
  title: string;
  body: string;
  visibility: 'private' | 'collaborators' | 'public';
  course: string | null;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface NoteLikesTable {
  note_id: string;
  user_id: string;
  created_at: string;
}

export interface NoteCommentsTable {
  id: string;
  note_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

export interface ConversationsTable {
  id: string;
  user_low_id: string; // the pair, lower id first: unique together
  user_high_id: string;
  created_at: string;
  updated_at: string; // last activity
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: string;
  unread_count: Generated<number>;
  hidden: Generated<Flag>;
  updated_at: string; // copy of the conversation's, for paging a user's list
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
}

export interface TopicsTable {
  id: string;
  name: string;
  position: number;
}

export interface GroupsTable {
  id: string;
  name: string;
  description: Generated<string>;
  group_icon: string | null; // a data: URL
  owner_id: string;
  topic_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  joined_at: string;
}

export interface GroupMessagesTable {
  id: string;
  group_id: string;
  author_id: string;
  message: string;
  hashtags: string; // JSON array, as first written
  share_count: Generated<number>;
  created_at: string;
}

export interface GroupMessageTagsTable {
  message_id: string;
  group_id: string;
  tag: string; // lower case
  label: string; // as written
}

export interface GroupMessageLikesTable {
  message_id: string;
  user_id: string;
  created_at: string;
}

export interface GroupCommentsTable {
  id: string;
  message_id: string;
  author_id: string;
  message: string;
  created_at: string;
}

export interface GroupInvitesTable {
  id: string;
  group_id: string;
  inviter_id: string;
  email: string; // lower case
  status: Generated<'pending' | 'accepted' | 'declined'>;
  created_at: string;
  responded_at: string | null;
}

/** Secrets every instance must share, made once by whichever starts first. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  follows: FollowsTable;
  collaborations: CollaborationsTable;
  notifications: NotificationsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  notes: NotesTable;
  note_likes: NoteLikesTable;
  note_comments: NoteCommentsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  topics: TopicsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_messages: GroupMessagesTable;
  group_message_tags: GroupMessageTagsTable;
  group_message_likes: GroupMessageLikesTable;
  group_comments: GroupCommentsTable;
  group_invites: GroupInvitesTable;
  server_secrets: ServerSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PostRow = Selectable<PostsTable>;
