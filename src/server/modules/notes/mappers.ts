import type { Note, NoteComment } from '../../../contract/notes.ts';
import type { NoteRow } from '../../db/schema.ts';
import { toUserSummary } from '../users/mappers.ts';

type OwnerFields = { owner_name: string; owner_avatar_key: string | null; owner_institution_id: number | null };
type AuthorFields = { author_name: string; author_avatar_key: string | null; author_institution_id: number | null };

/** The owner columns selected beside every note row. */
export const ownerColumns = [
  'users.name as owner_name',
  'users.avatar_key as owner_avatar_key',
  'users.institution_id as owner_institution_id',
] as const;
/** The author columns selected beside every comment row. */
export const authorColumns = [
  'users.name as author_name',
  'users.avatar_key as author_avatar_key',
  'users.institution_id as author_institution_id',
] as const;

/** A note row as read for one viewer: its owner, and whether the viewer likes it (0/1 on SQLite, a boolean on PostgreSQL). */
export type NoteForViewer = NoteRow & OwnerFields & { liked: unknown };
export type NoteCommentWithAuthor = { id: string; note_id: string; author_id: string; body: string; created_at: string } & AuthorFields;

export function toNote(row: NoteForViewer): Note {
  return {
    id: row.id,
    owner: toUserSummary({ id: row.owner_id, name: row.owner_name, avatar_key: row.owner_avatar_key, institution_id: row.owner_institution_id }),
    title: row.title,
    body: row.body,
    visibility: row.visibility,
    course: row.course,
    likesCount: row.likes_count,
    likedByMe: Boolean(row.liked),
    commentsCount: row.comments_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toNoteComment(row: NoteCommentWithAuthor): NoteComment {
  return {
    id: row.id,
    noteId: row.note_id,
    author: toUserSummary({ id: row.author_id, name: row.author_name, avatar_key: row.author_avatar_key, institution_id: row.author_institution_id }),
    body: row.body,
    createdAt: row.created_at,
  };
}
