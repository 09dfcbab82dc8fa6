import { createFileRoute, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { RouteError } from '../../app/route-error.tsx';
import { noteQueryOptions, useForgetGoneNote } from '../../features/notes/api/get-note.ts';
import { NotePage } from '../../features/notes/components/note-page.tsx';
import { isOptimistic } from '../../lib/optimistic-id.ts';

const paramsSchema = z.object({ noteId: idSchema });

export const Route = createFileRoute('/_authed/notes/$noteId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  // A note saved offline and not sent yet is shown from the outbox: nothing to ask the server.
  loader: ({ context, params }) => (isOptimistic(params.noteId) ? undefined : context.queryClient.ensureQueryData(noteQueryOptions(params.noteId))),
  component: NoteRoute,
  errorComponent: NoteRouteError,
});

function NoteRoute() {
  const { noteId } = Route.useParams();
  return <NotePage noteId={noteId} />;
}

// A note the server says is gone, whether first asked for (the loader) or asked again over a saved copy (the page): "Not found", and the copies go.
function NoteRouteError(props: ErrorComponentProps) {
  useForgetGoneNote(useParams({ strict: false }).noteId, props.error);
  return <RouteError {...props} />;
}
