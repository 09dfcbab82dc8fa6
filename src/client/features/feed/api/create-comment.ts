import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postCommentSchema, type NewPostCommentBody } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependCachedComment, settleCachedComment } from './comment-cache.ts';
import { standInComment } from './stand-in.ts';

export function createComment(body: NewPostCommentBody) {
  return callApi(endpoints.posts.comment, postCommentSchema, { json: body });
}

type Context = { standInId: string };

/** Shows the comment first in the post's comments at once; the saved one replaces it, or it goes on failure. */
export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createComment, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createComment,
    onMutate: ({ postId, body }) => {
      const standIn = standInComment(me, postId, body.trim());
      prependCachedComment(queryClient, standIn);
      return { standInId: standIn.id };
    },
    onError: (...args) => {
      const [, { postId }, context] = args;
      if (context) settleCachedComment(queryClient, postId, context.standInId, null);
      toast.error(catalogue.content.commentFailed);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [comment, , context] = args;
      if (context) settleCachedComment(queryClient, comment.postId, context.standInId, comment);
      return onSuccess?.(...args);
    },
  });
}
