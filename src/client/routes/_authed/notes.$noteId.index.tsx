import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { noteQueryOptions } from '../../features/notes/api/get-note.ts';
import { NotePage } from '../../features/notes/components/note-page.tsx';
import { isOptimistic } from '../../lib/optimistic-id.ts';

const paramsSchema = z.object({ noteId: idSchema });

export const Route = createFileRoute('/_authed/notes/$noteId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  // A note saved offline and not sent yet is shown from the outbox: nothing to ask the server.
  loader: ({ context, params }) => (isOptimistic(params.noteId) ? undefined : context.queryClient.ensureQueryData(noteQueryOptions(params.noteId))),
  component: NoteRoute,
});

function NoteRoute() {
  const { noteId } = Route.useParams();
  return <NotePage noteId={noteId} />;
}
