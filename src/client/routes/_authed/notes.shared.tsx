import { createFileRoute } from '@tanstack/react-router';
import { sharedNotesQueryOptions } from '../../features/notes/api/get-shared-notes.ts';
import { SharedNotesPage } from '../../features/notes/components/shared-notes-page.tsx';

export const Route = createFileRoute('/_authed/notes/shared')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(sharedNotesQueryOptions()),
  component: SharedNotesPage,
});
