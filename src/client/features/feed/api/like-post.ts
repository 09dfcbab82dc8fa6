import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postLikeResponseSchema } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedPost, updateCachedPost } from './post-cache.ts';

export function likePost(postId: string) {
  return callApi(endpoints.posts.like, postLikeResponseSchema, { params: { id: postId } });
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
      toast.error(catalogue.error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, postId] = args;
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByMe: result.liked, likesCount: result.likesCount }));
      return onSuccess?.(...args);
    },
  });
}
