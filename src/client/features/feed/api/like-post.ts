import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { postLikeResponseSchema } from '../../../../contract/posts.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedPost, updateCachedPost } from './post-cache.ts';

export function likePost(postId: string) {
  return apiClient.post(`/posts/like/${encodeURIComponent(postId)}`, postLikeResponseSchema);
}

type Context = { previous: { likedByMe: boolean; likesCount: number } | undefined };

/** Flips likedByMe and likesCount everywhere at once; the server's answer settles them, a failure puts them back. */
export function useLikePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof likePost, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: likePost,
    onMutate: (postId): Context => {
      const post = findCachedPost(queryClient, postId);
      if (!post) return { previous: undefined };
      const liked = !post.likedByMe;
      updateCachedPost(queryClient, postId, (current) => ({
        ...current,
        likedByMe: liked,
        likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)),
      }));
      return { previous: { likedByMe: post.likedByMe, likesCount: post.likesCount } };
    },
    onError: (...args) => {
      const [, postId, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedPost(queryClient, postId, (post) => ({ ...post, ...previous }));
      toast.error('An error occurred.');
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, postId] = args;
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByMe: result.liked, likesCount: result.likesCount }));
      return onSuccess?.(...args);
    },
  });
}
