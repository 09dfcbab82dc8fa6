import { createFileRoute, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { RouteError } from '../../app/route-error.tsx';
import { noteQueryOptions, useForgetGoneNote } from '../../features/notes/api/get-note.ts';
import { EditNotePage } from '../../features/notes/components/edit-note-page.tsx';

const paramsSchema = z.object({ noteId: idSchema });

export const Route = createFileRoute('/_authed/notes/$noteId/edit')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(noteQueryOptions(params.noteId)),
  component: EditNoteRoute,
  errorComponent: EditNoteRouteError,
});

function EditNoteRoute() {
  const { noteId } = Route.useParams();
  return <EditNotePage noteId={noteId} />;
}

// A note the server says is gone (deleted elsewhere): "Not found", as on its page, and the saved copies go.
function EditNoteRouteError(props: ErrorComponentProps) {
  useForgetGoneNote(useParams({ strict: false }).noteId, props.error);
  return <RouteError {...props} />;
}
