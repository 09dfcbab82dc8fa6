import { Link } from '@tanstack/react-router';
import { useMe } from '../../../lib/me-context.ts';
import { useShownNote } from '../api/queued-notes.ts';
import { NoteEditor } from './note-editor.tsx';

/** The editor for a note of mine (with its edits still waiting to send); anyone else's note is read-only. */
export function EditNotePage({ noteId }: { noteId: string }) {
  const { note, goneError, unsentEdit } = useShownNote(noteId, { keepGoneCopy: true });
  const me = useMe();
  if (!note) return null;
  if (note.owner.id !== me.id) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-xl font-semibold text-fg">Only its owner can edit this note</h1>
        <Link to="/notes/$noteId" params={{ noteId }} className="inline-flex min-h-11 items-center font-semibold text-primary-text underline">
          Read the note
        </Link>
      </div>
    );
  }
  // Keyed so that opening another note starts from that note, not this one's form.
  return <NoteEditor key={note.id} note={note} goneError={goneError} unsentEdit={unsentEdit} />;
}
