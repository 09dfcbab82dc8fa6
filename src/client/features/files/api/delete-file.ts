import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { FileItem } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { forgetUploadOf } from '../lib/upload-queue.ts';
import { removeCachedFile, restoreFiles, snapshotFiles, type FilesSnapshot } from './folder-cache.ts';
import { fileKeys } from './keys.ts';

export function deleteFile(file: FileItem) {
  return callApi(endpoints.folders.deleteFile, deletedSchema, { params: { id: file.id } });
}

type Context = { snapshot: FilesSnapshot };

/** Takes the file out of its folder and the totals at once; a failure puts it back. */
export function useDeleteFile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteFile, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteFile,
    onMutate: async (file): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: fileKeys.folderFiles(file.folderId) });
      const snapshot = snapshotFiles(queryClient, file.folderId);
      removeCachedFile(queryClient, file);
      return { snapshot };
    },
    onError: (...args) => {
      const [error, file, context] = args;
      if (context) restoreFiles(queryClient, file.folderId, context.snapshot);
      toastFailure(error, catalogue.folders.fileDeleteFailed);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      forgetUploadOf(args[1].id);
      toast.success(catalogue.folders.fileDeleted);
      return onSuccess?.(...args);
    },
  });
}
