import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toggleCollaborateResponseSchema } from '../../../../contract/auth.ts';
import type { Collaboration } from '../../../../contract/users.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export type CollaborateInput = { userId: string; name: string };

/** The collaboration toggle, offered beside group members (POST /auth/toggle-collaborate/{id}). */
export function toggleCollaborate({ userId }: CollaborateInput) {
  return apiClient.post(`/auth/toggle-collaborate/${encodeURIComponent(userId)}`, toggleCollaborateResponseSchema);
}

const outcome: Record<Collaboration, (name: string) => string> = {
  none: (name) => `Collaboration request to ${name} withdrawn`,
  requested: (name) => `Collaboration requested from ${name}`,
  incoming: (name) => `You stopped collaborating with ${name}`,
  mutual: (name) => `You now collaborate with ${name}`,
};

// The profile page caches a person's collaboration state under this key.
const profileKey = (userId: string) => ['users', 'profile', userId] as const;

export function useToggleCollaborate({ mutationConfig }: { mutationConfig?: MutationConfig<typeof toggleCollaborate> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: toggleCollaborate,
    onSuccess: (...args) => {
      const [{ collaboration }, { userId, name }] = args;
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      toast.success(outcome[collaboration](name));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toast.error('An error occurred.');
      return onError?.(...args);
    },
  });
}
