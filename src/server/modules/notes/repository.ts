/*
 * Note reads and writes. A like or a comment first updates its note's row, which holds it:
 * requests on one note take turns, a note deleted meanwhile is a plain 404 (never a foreign
 * key error), and each counter moves in place in the same transaction as the row it counts.
 */
import { sql } from 'kysely';
import type { Note } from '../../../contract/notes.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { NoteRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { hiddenPeople } from '../safety/block-repository.ts';
import { authorColumns, ownerColumns, toNote, type NoteCommentWithAuthor } from './mappers.ts';

export const noteNotFound = () => notFound('Note');

/** Notes with their owner and whether `viewerId` likes each; callers add the filters. */
export function notesFor(db: Db, viewerId: string) {
  return db
    .selectFrom('notes')
    .innerJoin('users', 'users.id', 'notes.owner_id')
    .selectAll('notes')
    .select(ownerColumns)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('note_likes')
            .select('note_likes.note_id')
            .whereRef('note_likes.note_id', '=', 'notes.id')
            .where('note_likes.user_id', '=', viewerId),
        )
        .as('liked'),
    );
}

type NoteQuery = ReturnType<typeof notesFor>;
type Page = { cursor?: string; take: number };

/** One page of notes, newest first, keyset by id. */
export async function notePage(query: NoteQuery, page: Page): Promise<{ items: Note[]; nextCursor: string | null }> {
  let paged = query.orderBy('notes.id', 'desc').limit(page.take + 1);
  if (page.cursor) paged = paged.where('notes.id', '<', page.cursor);
  const rows = await paged.execute();
  const items = rows.slice(0, page.take).map(toNote);
  return { items, nextCursor: rows.length > page.take ? (items.at(-1)?.id ?? null) : null };
}

/** `%text%` for LIKE with `\` as the escape, so % and _ in the text match themselves. */
/** My notes, newest first: `q` within the title or body and `course` exactly, both ignoring case. */
export async function listOwnNotes(db: Db, ownerId: string, query: Page & { q?: string; course?: string }) {
  let notes = notesFor(db, ownerId).where('notes.owner_id', '=', ownerId);
  if (query.q) {
    const q = query.q;
    notes = notes.where((eb) => eb.or([containsText(eb.ref('notes.title'), q), containsText(eb.ref('notes.body'), q)]));
  }
  if (query.course) notes = notes.where(sql<string>`lower(notes.course)`, '=', sql<string>`lower(${query.course})`);
  return notePage(notes, query);
}

export type NoteFields = { title: string; body: string; visibility: NoteRow['visibility']; course: string | null };

export async function insertNote(db: Db, ownerId: string, fields: NoteFields): Promise<NoteRow> {
  const { id, at } = newStamp();
  const row: NoteRow = { id, owner_id: ownerId, ...fields, likes_count: 0, comments_count: 0, created_at: at, updated_at: at };
  await db.insertInto('notes').values(row).execute();
  return row;
}

/** Changes the given fields; those left out keep their value. */
export async function updateNote(db: Db, id: string, changes: Partial<NoteFields>): Promise<void> {
  const { title, body, visibility, course } = changes;
  const result = await db.updateTable('notes').set({ title, body, visibility, course, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw noteNotFound();
}

/** Deletes the note; its likes and comments go with it (foreign keys cascade). */
export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notes').where('id', '=', id).execute();
}

/**
 * Moves one of the note's counters in place and answers its new value. Being an update, it
 * also holds the note's row until the transaction ends; a 404 when the note is gone.
 */
async function moveCounter(trx: Db, noteId: string, counter: 'likes_count' | 'comments_count', delta: number): Promise<number> {
  const row = await trx
    .updateTable('notes')
    .set((eb) => ({ [counter]: eb(counter, '+', delta) }))
    .where('id', '=', noteId)
    .returning(counter)
    .executeTakeFirst();
  if (!row) throw noteNotFound();
  return row[counter];
}

/** Likes the note if I have not, unlikes it if I have; answers the new state and count. */
export async function toggleNoteLike(db: Db, noteId: string, userId: string): Promise<{ liked: boolean; likesCount: number }> {
  return db.transaction().execute(async (trx) => {
    await moveCounter(trx, noteId, 'likes_count', 0);
    const removed = await trx.deleteFrom('note_likes').where('note_id', '=', noteId).where('user_id', '=', userId).executeTakeFirst();
    const liked = Number(removed.numDeletedRows) === 0;
    if (liked) await trx.insertInto('note_likes').values({ note_id: noteId, user_id: userId, created_at: nowIso() }).execute();
    return { liked, likesCount: await moveCounter(trx, noteId, 'likes_count', liked ? 1 : -1) };
  });
}

export async function insertNoteComment(db: Db, noteId: string, authorId: string, body: string): Promise<string> {
  const { id, at } = newStamp();
  await db.transaction().execute(async (trx) => {
    await moveCounter(trx, noteId, 'comments_count', 1);
    await trx.insertInto('note_comments').values({ id, note_id: noteId, author_id: authorId, body, created_at: at }).execute();
  });
  return id;
}

function commentQuery(db: Db) {
  return db
    .selectFrom('note_comments')
    .innerJoin('users', 'users.id', 'note_comments.author_id')
    .select(['note_comments.id', 'note_comments.note_id', 'note_comments.author_id', 'note_comments.body', 'note_comments.created_at'])
    .select(authorColumns);
}

export async function findNoteComment(db: Db, id: string): Promise<NoteCommentWithAuthor | undefined> {
  return commentQuery(db).where('note_comments.id', '=', id).executeTakeFirst();
}

/** A note's newest comments that `viewerId` may see (none by people hidden from them), newest first. */
export async function newestNoteComments(db: Db, noteId: string, limit: number, viewerId: string): Promise<NoteCommentWithAuthor[]> {
  return commentQuery(db)
    .where('note_comments.note_id', '=', noteId)
    .where('note_comments.author_id', 'not in', hiddenPeople(db, viewerId))
    .orderBy('note_comments.id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes a comment and takes it off its note's count, in one transaction (the caller's, if any). */
export async function deleteNoteComment(db: Db, commentId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const comment = await trx.selectFrom('note_comments').select('note_id').where('id', '=', commentId).executeTakeFirst();
    if (!comment) return;
    // The count first: it holds the note's row, as every comment write does.
    await moveCounter(trx, comment.note_id, 'comments_count', -1);
    await trx.deleteFrom('note_comments').where('id', '=', commentId).execute();
  });
}
