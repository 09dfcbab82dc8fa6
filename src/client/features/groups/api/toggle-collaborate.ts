import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toggleCollaborateResponseSchema } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { Collaboration } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { userKeys } from '../../../lib/user-keys.ts';

export type CollaborateInput = { userId: string; name: string };

/** The collaboration toggle, offered beside group members (POST /auth/toggle-collaborate/{id}). */
export function toggleCollaborate({ userId }: CollaborateInput) {
  return callApi(endpoints.users.toggleCollaborate, toggleCollaborateResponseSchema, { params: { collaboratingId: userId } });
}

const outcome: Record<Collaboration, (name: string) => string> = {
  none: (name) => `Collaboration request to ${name} withdrawn`,
  requested: (name) => `Collaboration requested from ${name}`,
  incoming: (name) => `You stopped collaborating with ${name}`,
  mutual: (name) => `You now collaborate with ${name}`,
};

export function useToggleCollaborate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof toggleCollaborate> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: toggleCollaborate,
    onSuccess: (...args) => {
      const [{ collaboration }, { userId, name }] = args;
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) });
      toast.success(outcome[collaboration](name));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
