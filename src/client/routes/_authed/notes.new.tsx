import { createFileRoute } from '@tanstack/react-router';
import { NoteEditor } from '../../features/notes/components/note-editor.tsx';

export const Route = createFileRoute('/_authed/notes/new')({
  component: NewNoteRoute,
});

function NewNoteRoute() {
  return <NoteEditor />;
}
