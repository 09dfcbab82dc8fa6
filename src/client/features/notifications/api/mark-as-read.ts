import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { notificationSchema } from '../../../../contract/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setCachedRead } from './notifications-cache.ts';

export function markAsRead(notificationId: string) {
  return apiClient.put(`/notifications/mark-as-read/${encodeURIComponent(notificationId)}`, notificationSchema);
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
      toast.error('An error occurred.');
      return onError?.(...args);
    },
  });
}
