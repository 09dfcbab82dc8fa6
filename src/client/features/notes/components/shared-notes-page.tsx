import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSharedNotes } from '../api/get-shared-notes.ts';
import { NoteList } from './note-list.tsx';
import { NotesHeader } from './notes-tabs.tsx';

/** What my mutual collaborators share with their collaborators (or with everyone), newest first. */
export function SharedNotesPage() {
  useDocumentTitle('Shared notes');
  const notes = useSharedNotes();
  return (
    <div className="flex flex-col gap-4">
      <NotesHeader />
      <p className="text-sm text-muted">Notes from classmates you collaborate with, both ways.</p>
      <NoteList
        notes={notes}
        label="Notes shared with me"
        showOwner
        empty="No shared notes yet. When you and a classmate collaborate with each other, the notes they share with collaborators show here."
      />
    </div>
  );
}
