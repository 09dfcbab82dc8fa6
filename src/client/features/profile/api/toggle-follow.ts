import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleFollowResponseSchema } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { UserProfile } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';

export function toggleFollow(userId: string) {
  return callApi(endpoints.users.toggleFollow, toggleFollowResponseSchema, { params: { followingId: userId } });
}

type Snapshot = { previous: UserProfile | undefined };

/** Flips the button and the follower count at once; the server's answer (or a rollback) settles it. */
export function useToggleFollow({ mutationConfig }: { mutationConfig?: MutationConfig<typeof toggleFollow, Snapshot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: toggleFollow,
    onMutate: async (userId) => {
      const { queryKey } = userProfileQueryOptions(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const following = !previous.isFollowing;
        queryClient.setQueryData(queryKey, {
          ...previous,
          isFollowing: following,
          followersCount: Math.max(0, previous.followersCount + (following ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (...args) => {
      const [error, userId, snapshot] = args;
      if (snapshot?.previous) queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, snapshot.previous);
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, userId] = args;
      queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, (profile) =>
        profile ? { ...profile, isFollowing: result.following, followersCount: result.followersCount } : profile,
      );
      return onSuccess?.(...args);
    },
  });
}
