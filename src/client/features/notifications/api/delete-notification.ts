import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { notificationKeys } from './keys.ts';
import { removeCachedNotification, restoreCachedNotification, type RemovedNotification } from './notifications-cache.ts';

export function deleteNotification(notificationId: string) {
  return callApi(endpoints.notifications.delete, deletedSchema, { params: { notificationId } });
}

type Context = { removed: RemovedNotification | undefined; fetchAgain: () => void };

/** Takes the notification out of the list at once; a failure puts it back where it was. */
export function useDeleteNotification({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteNotification, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteNotification,
    onMutate: (id): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, notificationKeys.all);
      return { removed: removeCachedNotification(queryClient, id), fetchAgain };
    },
    onError: (...args) => {
      const context = args[2];
      if (context?.removed) restoreCachedNotification(queryClient, context.removed);
      context?.fetchAgain();
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      // A fetch begun since (another change's fetching again) may have answered from before this one.
      removeCachedNotification(queryClient, args[1]);
      args[2].fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
