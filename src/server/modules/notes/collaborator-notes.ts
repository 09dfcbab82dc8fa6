import type { Note } from '../../../contract/notes.ts';
import type { Db } from '../../db/dialect.ts';
import { hiddenPeople } from '../safety/block-repository.ts';
import { mutualCollaboratorIds } from '../users/relations.ts';
import { notePage, notesFor } from './repository.ts';

/** Notes shared with collaborators or the public by my mutual collaborators (none while suspended), newest first. */
export async function collaboratorNotes(
  db: Db,
  me: string,
  page: { cursor?: string; take: number },
): Promise<{ items: Note[]; nextCursor: string | null }> {
  const shared = notesFor(db, me)
    .where('notes.owner_id', 'in', mutualCollaboratorIds(db, me))
    .where('notes.owner_id', 'not in', hiddenPeople(db, me))
    .where('notes.visibility', 'in', ['collaborators', 'public']);
  return notePage(shared, page);
}
