import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { extractHashtags } from '../../../../contract/hashtags.ts';
import { postSchema, type Post } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys } from './keys.ts';
import { findCachedPost, updateCachedPost } from './post-cache.ts';

export const POST_UPDATED = 'Post updated successfully';

export type UpdatePostInput = { postId: string; body: string };

export function updatePost({ postId, body }: UpdatePostInput) {
  return callApi(endpoints.posts.update, postSchema, { params: { id: postId }, json: { body } });
}

type Context = { previous: Pick<Post, 'body' | 'hashtags' | 'updatedAt'> | undefined; fetchAgain: () => void };

/** Shows the new text everywhere at once; the saved post settles it, a failure puts the old text back. */
export function useUpdatePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePost, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updatePost,
    onMutate: ({ postId, body }): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, postKeys.lists(), postKeys.detail(postId));
      const post = findCachedPost(queryClient, postId);
      if (!post) return { previous: undefined, fetchAgain };
      updateCachedPost(queryClient, postId, (current) => ({ ...current, body, hashtags: extractHashtags(body), updatedAt: new Date().toISOString() }));
      return { previous: { body: post.body, hashtags: post.hashtags, updatedAt: post.updatedAt }, fetchAgain };
    },
    onError: (...args) => {
      const [error, { postId }, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedPost(queryClient, postId, (post) => ({ ...post, ...previous }));
      context?.fetchAgain();
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved, , context] = args;
      updateCachedPost(queryClient, saved.id, (post) => ({ ...post, body: saved.body, hashtags: saved.hashtags, updatedAt: saved.updatedAt }));
      context.fetchAgain();
      toast.success(POST_UPDATED);
      return onSuccess?.(...args);
    },
  });
}
