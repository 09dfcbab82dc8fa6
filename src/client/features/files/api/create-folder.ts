import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { folderSchema, type CreateFolderBody, type Folder } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependCachedFolder, removeCachedFolder, replaceCachedFolder } from './folder-cache.ts';
import { fileKeys } from './keys.ts';

export function createFolder(body: CreateFolderBody) {
  return callApi(endpoints.folders.create, folderSchema, { json: body });
}

type Context = { standInId: string };

function standInFolder(name: string): Folder {
  const now = new Date().toISOString();
  return { id: optimisticId(), name: name.trim(), filesCount: 0, totalBytes: 0, createdAt: now, updatedAt: now };
}

/** Shows the folder first in my list at once; the saved folder takes its place, or it goes on failure. */
export function useCreateFolder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createFolder, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createFolder,
    onMutate: async ({ name }): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: fileKeys.folders() });
      const standIn = standInFolder(name);
      prependCachedFolder(queryClient, standIn);
      return { standInId: standIn.id };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) removeCachedFolder(queryClient, context.standInId);
      toastFailure(args[0], catalogue.folders.createFailed);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [folder, , context] = args;
      if (context) replaceCachedFolder(queryClient, context.standInId, folder);
      // A list loaded after the stand-in was placed never had it.
      prependCachedFolder(queryClient, folder);
      toast.success(catalogue.folders.created);
      return onSuccess?.(...args);
    },
  });
}
