import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints } from '../../../../contract/endpoints.ts';
import { newPostCommentBodySchema, postCommentSchema, type NewPostCommentBody, type PostComment } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postKeys } from './keys.ts';
import { prependCachedComment, settleCachedComment } from './comment-cache.ts';
import { standInComment } from './stand-in.ts';

/** A comment to send, with the Idempotency-Key that its retries share (see retry-key.ts). */
export type NewComment = NewPostCommentBody & { idempotencyKey?: string };

export function createComment({ idempotencyKey, ...body }: NewComment) {
  return callApi(endpoints.posts.comment, postCommentSchema, { json: body, idempotencyKey });
}

/** Offline, the comment waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queueComment(body: NewPostCommentBody, idempotencyKey?: string) {
  return enqueueRequest(queuedRequest('comment', endpoints.posts.comment, body, { id: idempotencyKey }));
}

/** My comments on `postId` waiting in the outbox (or refused), as its comments show them meanwhile (newest first). */
export function useQueuedComments(postId: string): { comment: PostComment; failed: boolean }[] {
  const me = useMe();
  const queued = useOutboxRequests();
  return useMemo(
    () =>
      queued
        .flatMap((request) => {
          const parsed = request.kind === 'comment' ? newPostCommentBodySchema.safeParse(request.json) : undefined;
          if (!parsed?.success || parsed.data.postId !== postId) return [];
          const comment = { ...standInComment(me, postId, parsed.data.body), id: optimisticIdOf(request.id), createdAt: request.createdAt };
          return [{ comment, failed: request.failure !== undefined }];
        })
        .reverse(),
    [queued, me, postId],
  );
}

/** How many of my comments on `postId` wait to be sent: the post counts them already. */
export function useWaitingCommentCount(postId: string): number {
  return useQueuedComments(postId).filter(({ failed }) => !failed).length;
}

type Context = { standInId: string; fetchAgain: () => void };

/** Shows the comment first in the post's comments at once; the saved one replaces it, or it goes on failure. */
export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createComment, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createComment,
    onMutate: ({ postId, body }): Context => {
      // The comment goes first in its list, and the post counts it wherever it is cached.
      const fetchAgain = stopFetchesUnder(queryClient, postKeys.comments(postId), postKeys.detail(postId), postKeys.lists());
      const standIn = standInComment(me, postId, body.trim());
      prependCachedComment(queryClient, standIn);
      return { standInId: standIn.id, fetchAgain };
    },
    onError: (...args) => {
      const [error, { postId }, context] = args;
      if (context) {
        settleCachedComment(queryClient, postId, context.standInId, null);
        context.fetchAgain();
      }
      toastFailure(error, catalogue.content.commentFailed);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [comment, , context] = args;
      settleCachedComment(queryClient, comment.postId, context.standInId, comment);
      context.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
