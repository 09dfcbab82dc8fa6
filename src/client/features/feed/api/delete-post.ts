import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys, removeCachedPost } from './post-cache.ts';

export const POST_DELETED = 'Post deleted successfully';

export function deletePost(postId: string) {
  return apiClient.delete(`/posts/delete/${encodeURIComponent(postId)}`, deletedSchema);
}

export function useDeletePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deletePost> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deletePost,
    onError: (...args) => {
      toast.error('An error occurred.');
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const { id } = args[0];
      removeCachedPost(queryClient, id);
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      queryClient.removeQueries({ queryKey: postKeys.comments(id) });
      toast.success(POST_DELETED);
      return onSuccess?.(...args);
    },
  });
}
