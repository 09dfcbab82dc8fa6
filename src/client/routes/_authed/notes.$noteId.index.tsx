import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { noteQueryOptions } from '../../features/notes/api/get-note.ts';
import { NotePage } from '../../features/notes/components/note-page.tsx';

const paramsSchema = z.object({ noteId: idSchema });

export const Route = createFileRoute('/_authed/notes/$noteId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(noteQueryOptions(params.noteId)),
  component: NoteRoute,
});

function NoteRoute() {
  const { noteId } = Route.useParams();
  return <NotePage noteId={noteId} />;
}
