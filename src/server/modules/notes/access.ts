/*
 * Who may see and change a note, in one place. A note is seen by its owner, by the owner's
 * mutual collaborators when shared with collaborators, and by everyone when public, but never
 * by someone its owner is hidden from (a block either way, a suspension). One the caller may
 * not see is a 404 whatever the route; one they see but do not own is a 403 to change.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import { hiddenPeople } from '../safety/block-repository.ts';
import { mutualCollaboratorIds } from '../users/relations.ts';
import type { NoteForViewer } from './mappers.ts';
import { noteNotFound, notesFor } from './repository.ts';

/** The notes `viewerId` may see, as a condition on `notes` (search uses it too). */
export function noteVisibleTo(db: Db, viewerId: string) {
  return (eb: ExpressionBuilder<Database, 'notes'>) =>
    eb.or([
      eb('notes.owner_id', '=', viewerId),
      eb.and([
        eb('notes.owner_id', 'not in', hiddenPeople(db, viewerId)),
        eb.or([
          eb('notes.visibility', '=', 'public'),
          eb.and([eb('notes.visibility', '=', 'collaborators'), eb('notes.owner_id', 'in', mutualCollaboratorIds(db, viewerId))]),
        ]),
      ]),
    ]);
}

/** The note as `viewerId` sees it; 404 when it is missing or not theirs to see. */
export async function visibleNote(db: Db, id: string, viewerId: string): Promise<NoteForViewer> {
  const note = await notesFor(db, viewerId).where('notes.id', '=', id).where(noteVisibleTo(db, viewerId)).executeTakeFirst();
  if (!note) throw noteNotFound();
  return note;
}

export function assertOwner(note: NoteForViewer, user: UserRow): void {
  if (note.owner_id !== user.id) throw forbidden('Only the owner can change this note.');
}
