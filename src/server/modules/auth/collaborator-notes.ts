import type { Note } from '../../../contract/notes.ts';
import type { Db } from '../../db/dialect.ts';
import { mutualCollaboratorIds } from './relations.ts';
import { toUserSummary } from './user-mappers.ts';

/** Notes shared with collaborators or the public by my mutual collaborators, newest first. */
export async function collaboratorNotes(
  db: Db,
  me: string,
  page: { cursor?: string; take: number },
): Promise<{ items: Note[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('notes')
    .innerJoin('users', 'users.id', 'notes.owner_id')
    .selectAll('notes')
    .select(['users.name', 'users.avatar_key', 'users.institution_id'])
    .select((eb) =>
      eb.exists(eb.selectFrom('note_likes').select('note_id').whereRef('note_likes.note_id', '=', 'notes.id').where('note_likes.user_id', '=', me)).as('liked'),
    )
    .where('notes.owner_id', 'in', mutualCollaboratorIds(db, me))
    .where('notes.visibility', 'in', ['collaborators', 'public'])
    .orderBy('notes.id', 'desc')
    .limit(page.take + 1);
  if (page.cursor) query = query.where('notes.id', '<', page.cursor);
  const rows = await query.execute();
  const items = rows.slice(0, page.take).map(
    (row): Note => ({
      id: row.id,
      owner: toUserSummary({ id: row.owner_id, name: row.name, avatar_key: row.avatar_key, institution_id: row.institution_id }),
      title: row.title,
      body: row.body,
      visibility: row.visibility,
      course: row.course,
      likesCount: row.likes_count,
      likedByMe: Boolean(row.liked),
      commentsCount: row.comments_count,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }),
  );
  return { items, nextCursor: rows.length > page.take ? (items.at(-1)?.id ?? null) : null };
}
