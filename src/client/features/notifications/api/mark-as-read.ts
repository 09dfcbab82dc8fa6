import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { notificationSchema } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setCachedRead } from './notifications-cache.ts';

export function markAsRead(notificationId: string) {
  return callApi(endpoints.notifications.markRead, notificationSchema, { params: { notificationId } });
}

/** Shows the notification read (and one fewer unread) at once; a failure makes it unread again. */
export function useMarkAsRead({ mutationConfig }: { mutationConfig?: MutationConfig<typeof markAsRead> } = {}) {
  const queryClient = useQueryClient();
  const { onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: markAsRead,
    onMutate: (id) => setCachedRead(queryClient, new Set([id]), true),
    onError: (...args) => {
      setCachedRead(queryClient, new Set([args[1]]), false);
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
