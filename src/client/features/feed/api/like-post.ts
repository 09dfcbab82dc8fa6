import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postLikeResponseSchema, type Post } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys } from './keys.ts';
import { findCachedPost, updateCachedPost } from './post-cache.ts';

export function likePost(postId: string) {
  return callApi(endpoints.posts.like, postLikeResponseSchema, { params: { id: postId } });
}

/** The server's answer to a like (or unlike) is the post's state everywhere it is cached. */
export function settleCachedLike(queryClient: QueryClient, postId: string, { liked, likesCount }: Awaited<ReturnType<typeof likePost>>): void {
  updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByMe: liked, likesCount }));
}

/** Offline, the like (a toggle) waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queueLike(postId: string) {
  return enqueueRequest(queuedRequest('like', endpoints.posts.like, undefined, { params: { id: postId } }));
}

type ShownLike = Pick<Post, 'likedByMe' | 'likesCount'> & { waiting: number };

/**
 * `post`'s like as I see it while my toggles of it wait in the outbox: an odd number of them flips
 * likedByMe and moves the count. Refused ones are left out, so the server's state shows again.
 */
export function useLikeWithQueued(post: Pick<Post, 'id' | 'likedByMe' | 'likesCount'>): ShownLike {
  const waiting = useOutboxRequests().filter((request) => request.kind === 'like' && request.params.id === post.id && !request.failure).length;
  if (waiting % 2 === 0) return { likedByMe: post.likedByMe, likesCount: post.likesCount, waiting };
  return { likedByMe: !post.likedByMe, likesCount: Math.max(0, post.likesCount + (post.likedByMe ? -1 : 1)), waiting };
}

type Context = { previous: { likedByMe: boolean; likesCount: number } | undefined; fetchAgain: () => void };

/** Flips likedByMe and likesCount everywhere at once; the server's answer settles them, a failure puts them back. */
export function useLikePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof likePost, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: likePost,
    onMutate: (postId): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, postKeys.lists(), postKeys.detail(postId));
      const post = findCachedPost(queryClient, postId);
      if (!post) return { previous: undefined, fetchAgain };
      const liked = !post.likedByMe;
      updateCachedPost(queryClient, postId, (current) => ({
        ...current,
        likedByMe: liked,
        likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)),
      }));
      return { previous: { likedByMe: post.likedByMe, likesCount: post.likesCount }, fetchAgain };
    },
    onError: (...args) => {
      const [error, postId, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedPost(queryClient, postId, (post) => ({ ...post, ...previous }));
      context?.fetchAgain();
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, postId, context] = args;
      settleCachedLike(queryClient, postId, result);
      context.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
