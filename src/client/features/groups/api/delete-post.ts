import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { removeMessage } from '../lib/cache.ts';

export function deletePost(messageId: string) {
  return callApi(endpoints.groups.deletePost, deletedSchema, { params: { id: messageId } });
}

/** Runs behind the confirmation dialog, so the message goes once the server agrees. */
export function useDeletePost({ groupId, mutationConfig }: { groupId: string; mutationConfig?: MutationConfig<typeof deletePost> }) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deletePost,
    onSuccess: (...args) => {
      setGroupDetail(queryClient, groupId, (data) => removeMessage(data, args[0].id));
      toast.success(catalogue.content.postDeleted);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
