import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { removeCachedFolder, restoreFiles, snapshotFiles, type FilesSnapshot } from './folder-cache.ts';
import { fileKeys } from './keys.ts';

export function deleteFolder(folderId: string) {
  return callApi(endpoints.folders.delete, deletedSchema, { params: { id: folderId } });
}

type Context = { snapshot: FilesSnapshot };

/** Takes the folder (its files too) out of my list and usage at once; a failure puts them back and says why. */
export function useDeleteFolder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteFolder, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteFolder,
    onMutate: async (folderId): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: fileKeys.folders() });
      const snapshot = snapshotFiles(queryClient, folderId);
      removeCachedFolder(queryClient, folderId);
      return { snapshot };
    },
    onError: (...args) => {
      const [error, folderId, context] = args;
      if (context) restoreFiles(queryClient, folderId, context.snapshot);
      // The spec: a failed folder delete shows the server's own error.
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [, folderId] = args;
      queryClient.removeQueries({ queryKey: fileKeys.folderFiles(folderId) });
      toast.success(catalogue.folders.deleted);
      return onSuccess?.(...args);
    },
  });
}
