import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { postSchema, type CreatePostBody } from '../../../../contract/posts.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { postMatchesFilter, prependCachedPost, removeCachedPost, replaceCachedPost } from './post-cache.ts';
import { standInPost } from './stand-in.ts';

export const POST_CREATED = 'Post created successfully';

export function createPost(body: CreatePostBody) {
  return apiClient.post('/posts/create', postSchema, { json: body });
}

type Context = { standInId: string };

/** Shows the post at the top of my lists at once; the saved post takes its place, or it goes on failure. */
export function useCreatePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createPost, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createPost,
    onMutate: ({ body }) => {
      const standIn = standInPost(me, body.trim());
      prependCachedPost(queryClient, standIn, (filter) => postMatchesFilter(standIn, filter, me, true));
      return { standInId: standIn.id };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) removeCachedPost(queryClient, context.standInId);
      toast.error('An error occurred.');
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [post, , context] = args;
      if (context) replaceCachedPost(queryClient, context.standInId, post);
      toast.success(POST_CREATED);
      return onSuccess?.(...args);
    },
  });
}
