import { createFileRoute } from '@tanstack/react-router';
import { foldersQueryOptions } from '../../features/files/api/get-folders.ts';
import { FilesPage } from '../../features/files/components/files-page.tsx';

export const Route = createFileRoute('/_authed/files/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(foldersQueryOptions()),
  component: FilesPage,
});
