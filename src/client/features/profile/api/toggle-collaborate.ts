import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleCollaborateResponseSchema } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { Collaboration, UserProfile } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';

export function toggleCollaborate(userId: string) {
  return callApi(endpoints.users.toggleCollaborate, toggleCollaborateResponseSchema, { params: { collaboratingId: userId } });
}

/** What the server will answer: my request is added or withdrawn; theirs stays. */
export function nextCollaboration(current: Collaboration): Collaboration {
  switch (current) {
    case 'none':
      return 'requested';
    case 'requested':
      return 'none';
    case 'incoming':
      return 'mutual';
    case 'mutual':
      return 'incoming';
  }
}

type Snapshot = { previous: UserProfile | undefined };

export function useToggleCollaborate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof toggleCollaborate, Snapshot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: toggleCollaborate,
    onMutate: async (userId) => {
      const { queryKey } = userProfileQueryOptions(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, collaboration: nextCollaboration(previous.collaboration) });
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
        profile ? { ...profile, collaboration: result.collaboration } : profile,
      );
      return onSuccess?.(...args);
    },
  });
}
