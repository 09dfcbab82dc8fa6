import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { removeCachedNotification, restoreCachedNotification, type RemovedNotification } from './notifications-cache.ts';

export function deleteNotification(notificationId: string) {
  return apiClient.delete(`/notifications/delete/${encodeURIComponent(notificationId)}`, deletedSchema);
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
      toast.error('An error occurred.');
      return onError?.(...args);
    },
  });
}
