/*
 * The people I have blocked (GET /auth/blocks), and blocking or unblocking someone. Kept
 * below the features because several read it: profiles and message threads offer the
 * switch, settings lists the people, threads turn read only and groups fold the
 * messages of someone blocked.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../contract/endpoints.ts';
import { blockListSchema, blockResponseSchema, type BlockList } from '../../contract/safety.ts';
import { userSummarySchema, type UserSummary } from '../../contract/users.ts';
import { callApi, errorMessage } from './api-client.ts';
import { catalogue } from './catalogue.ts';

export const blocksQueryKey = ['safety', 'blocks'] as const;

export function getBlocks(): Promise<BlockList> {
  return callApi(endpoints.safety.blocks, blockListSchema);
}

export const blocksQueryOptions = () => queryOptions({ queryKey: blocksQueryKey, queryFn: getBlocks });

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}

/** Whether I blocked `userId` (false while the list loads). */
export function useIsBlocked(userId: string | undefined): boolean {
  return useQuery({ ...blocksQueryOptions(), select: (list) => list.items.some((user) => user.id === userId) }).data ?? false;
}

export type BlockChange = { user: UserSummary; blocked: boolean };

function setBlocked({ user, blocked }: BlockChange) {
  const endpoint = blocked ? endpoints.safety.block : endpoints.safety.unblock;
  return callApi(endpoint, blockResponseSchema, { params: { userId: user.id } });
}

/**
 * Blocks or unblocks someone. The list changes at once (and back on failure); then every
 * other cached answer is refetched, since a block hides the two from each other everywhere.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onMutate: async ({ user, blocked }) => {
      await queryClient.cancelQueries({ queryKey: blocksQueryKey });
      const before = queryClient.getQueryData<BlockList>(blocksQueryKey);
      if (before) {
        const others = before.items.filter((item) => item.id !== user.id);
        queryClient.setQueryData<BlockList>(blocksQueryKey, { items: blocked ? [userSummarySchema.parse(user), ...others] : others });
      }
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(blocksQueryKey, context.before);
      toast.error(catalogue.error, { description: errorMessage(error, 'Please try again in a moment.') });
    },
    onSuccess: (_answer, { user, blocked }) => {
      toast.success(blocked ? `You blocked ${user.name}.` : `You unblocked ${user.name}.`);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== blocksQueryKey[0] });
    },
  });
}
