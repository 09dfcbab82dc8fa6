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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PostRow = Selectable<PostsTable>;
