import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { folderSchema, type Folder, type UpdateFolderBody } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedFolder, updateCachedFolder } from './folder-cache.ts';

export type RenameFolderInput = UpdateFolderBody & { folderId: string };

export function renameFolder({ folderId, name }: RenameFolderInput) {
  return callApi(endpoints.folders.update, folderSchema, { params: { folderId }, json: { name } });
}

type Context = { previous: Folder | undefined };

/** Shows the new name at once; the saved folder settles it, a failure puts the old name back. */
export function useRenameFolder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof renameFolder, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: renameFolder,
    onMutate: ({ folderId, name }): Context => {
      const previous = findCachedFolder(queryClient, folderId);
      updateCachedFolder(queryClient, folderId, (folder) => ({ ...folder, name: name.trim() }));
      return { previous };
    },
    onError: (...args) => {
      const [error, { folderId }, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedFolder(queryClient, folderId, (folder) => ({ ...folder, name: previous.name }));
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved] = args;
      // The totals stay the cache's: an upload may have finished since the server counted.
      updateCachedFolder(queryClient, saved.id, (folder) => ({ ...folder, name: saved.name, updatedAt: saved.updatedAt }));
      toast.success(catalogue.folders.updated);
      return onSuccess?.(...args);
    },
  });
}
