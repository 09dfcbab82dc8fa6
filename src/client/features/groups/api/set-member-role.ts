import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupMemberSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { patchGroupEverywhere } from '../lib/cache-actions.ts';
import { setMember } from '../lib/cache.ts';

export type SetMemberRoleInput = { groupId: string; userId: string; role: 'admin' | 'member' };

export function setMemberRole({ groupId, userId, role }: SetMemberRoleInput) {
  return callApi(endpoints.groups.setMemberRole, groupMemberSchema, {
    params: { id: groupId, userId },
    json: { role },
  });
}

/** Owner only: makes a member an admin, or an admin a member again. */
export function useSetMemberRole({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setMemberRole> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: setMemberRole,
    onSuccess: (...args) => {
      const [member, { groupId }] = args;
      patchGroupEverywhere(queryClient, groupId, (group) => setMember(group, member));
      toast.success(member.role === 'admin' ? `${member.name} is now an admin` : `${member.name} is now a member`);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
