import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { shareResponseSchema, type Post } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { updateCachedPost } from './post-cache.ts';

/** Counts a share; the server checks `hash` is the post's own share hash. */
export function countShare(post: Pick<Post, 'id' | 'shareHash'>) {
  return callApi(endpoints.posts.countShare, shareResponseSchema, {
    params: { postId: post.id },
    json: { hash: post.shareHash },
  });
}

export function useCountShare({ mutationConfig }: { mutationConfig?: MutationConfig<typeof countShare> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: countShare,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [{ shareCount }, { id }] = args;
      updateCachedPost(queryClient, id, (post) => ({ ...post, shareCount }));
      return onSuccess?.(...args);
    },
  });
}
