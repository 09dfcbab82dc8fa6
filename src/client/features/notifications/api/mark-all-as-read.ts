import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { markAllReadResponseSchema } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { notificationKeys } from './keys.ts';
import { markAllCachedRead, restoreCachedUnread } from './notifications-cache.ts';

export function markAllAsRead() {
  return callApi(endpoints.notifications.markAllRead, markAllReadResponseSchema);
}

type Context = { unread: ReturnType<typeof markAllCachedRead>; fetchAgain: () => void };

export function useMarkAllAsRead({ mutationConfig }: { mutationConfig?: MutationConfig<typeof markAllAsRead, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: markAllAsRead,
    onMutate: (): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, notificationKeys.all);
      return { unread: markAllCachedRead(queryClient), fetchAgain };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) {
        restoreCachedUnread(queryClient, context.unread);
        context.fetchAgain();
      }
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      // A fetch begun since (another change's fetching again) may have answered from before this one.
      markAllCachedRead(queryClient);
      args[2].fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
