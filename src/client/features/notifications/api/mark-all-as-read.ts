import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { markAllReadResponseSchema } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { markAllCachedRead, restoreCachedUnread } from './notifications-cache.ts';

export function markAllAsRead() {
  return callApi(endpoints.notifications.markAllRead, markAllReadResponseSchema);
}

type Context = ReturnType<typeof markAllCachedRead>;

export function useMarkAllAsRead({ mutationConfig }: { mutationConfig?: MutationConfig<typeof markAllAsRead, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: markAllAsRead,
    onMutate: () => markAllCachedRead(queryClient),
    onError: (...args) => {
      if (args[2]) restoreCachedUnread(queryClient, args[2]);
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
