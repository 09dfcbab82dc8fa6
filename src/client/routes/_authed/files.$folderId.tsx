import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { folderFilesQueryOptions } from '../../features/files/api/get-folder-files.ts';
import { foldersQueryOptions } from '../../features/files/api/get-folders.ts';
import { FolderPage } from '../../features/files/components/folder-page.tsx';

const paramsSchema = z.object({ folderId: idSchema });

export const Route = createFileRoute('/_authed/files/$folderId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  // Another user's folder, or one that is gone, is a 404 from its files.
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(folderFilesQueryOptions(params.folderId)), context.queryClient.ensureQueryData(foldersQueryOptions())]),
  component: FolderRoute,
});

function FolderRoute() {
  const { folderId } = Route.useParams();
  return <FolderPage folderId={folderId} />;
}
