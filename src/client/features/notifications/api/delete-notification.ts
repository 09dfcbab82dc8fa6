import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { removeCachedNotification, restoreCachedNotification, type RemovedNotification } from './notifications-cache.ts';

export function deleteNotification(notificationId: string) {
  return callApi(endpoints.notifications.delete, deletedSchema, { params: { notificationId } });
}

type Context = RemovedNotification | undefined;

/** Takes the notification out of the list at once; a failure puts it back where it was. */
export function useDeleteNotification({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteNotification, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteNotification,
    onMutate: (id) => removeCachedNotification(queryClient, id),
    onError: (...args) => {
      if (args[2]) restoreCachedNotification(queryClient, args[2]);
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
