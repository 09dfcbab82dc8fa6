import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { notificationSchema } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { notificationKeys } from './keys.ts';
import { setCachedRead } from './notifications-cache.ts';

export function markAsRead(notificationId: string) {
  return callApi(endpoints.notifications.markRead, notificationSchema, { params: { notificationId } });
}

/** Shows the notification read (and one fewer unread) at once; a failure makes it unread again. */
type Context = { fetchAgain: () => void };

export function useMarkAsRead({ mutationConfig }: { mutationConfig?: MutationConfig<typeof markAsRead, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: markAsRead,
    onMutate: (id): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, notificationKeys.all);
      setCachedRead(queryClient, new Set([id]), true);
      return { fetchAgain };
    },
    onError: (...args) => {
      setCachedRead(queryClient, new Set([args[1]]), false);
      args[2]?.fetchAgain();
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      // A fetch begun since (another change's fetching again) may have answered from before this one.
      setCachedRead(queryClient, new Set([args[1]]), true);
      args[2].fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
