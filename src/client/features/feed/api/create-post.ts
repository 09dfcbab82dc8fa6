import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { useMemo } from 'react';
import { createPostBodySchema, postSchema, type CreatePostBody, type Post } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys } from './keys.ts';
import { postMatchesFilter, prependCachedPost, removeCachedPost, replaceCachedPost } from './post-cache.ts';
import { standInPost } from './stand-in.ts';

/** A post to send, with the Idempotency-Key that its retries share (see retry-key.ts). */
export type NewPost = CreatePostBody & { idempotencyKey?: string };

export function createPost({ idempotencyKey, ...body }: NewPost) {
  return callApi(endpoints.posts.create, postSchema, { json: body, idempotencyKey });
}

/** Offline, the post waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queuePost(body: CreatePostBody, idempotencyKey?: string) {
  return enqueueRequest(queuedRequest('post', endpoints.posts.create, body, { id: idempotencyKey }));
}

/** My posts waiting in the outbox, as the feed shows them meanwhile (newest first). */
export function useQueuedPosts(): { post: Post; failed: boolean }[] {
  const me = useMe();
  const queued = useOutboxRequests();
  return useMemo(
    () =>
      queued
        .filter((request) => request.kind === 'post')
        .map((request) => {
          const parsed = createPostBodySchema.safeParse(request.json);
          const post = { ...standInPost(me, parsed.success ? parsed.data.body : ''), id: optimisticIdOf(request.id), createdAt: request.createdAt };
          return { post, failed: request.failure !== undefined };
        })
        .reverse(),
    [queued, me],
  );
}

type Context = { standInId: string; fetchAgain: () => void };

/** Shows the post at the top of my lists at once; the saved post takes its place, or it goes on failure. */
export function useCreatePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createPost, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createPost,
    onMutate: ({ body }): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, postKeys.lists());
      const standIn = standInPost(me, body.trim());
      prependCachedPost(queryClient, standIn, (filter) => postMatchesFilter(standIn, filter, me, true));
      return { standInId: standIn.id, fetchAgain };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) {
        removeCachedPost(queryClient, context.standInId);
        context.fetchAgain();
      }
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [post, , context] = args;
      replaceCachedPost(queryClient, context.standInId, post);
      context.fetchAgain();
      toast.success(catalogue.content.postCreated);
      return onSuccess?.(...args);
    },
  });
}
