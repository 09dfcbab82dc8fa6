import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys } from './keys.ts';
import { removeCachedPost } from './post-cache.ts';

export function deletePost(postId: string) {
  return callApi(endpoints.posts.delete, deletedSchema, { params: { id: postId } });
}

export function useDeletePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deletePost> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deletePost,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const { id } = args[0];
      removeCachedPost(queryClient, id);
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      queryClient.removeQueries({ queryKey: postKeys.comments(id) });
      toast.success(catalogue.content.postDeleted);
      return onSuccess?.(...args);
    },
  });
}
