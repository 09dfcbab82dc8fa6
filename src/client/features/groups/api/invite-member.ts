import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { groupInviteSchema, type InviteBody } from '../../../../contract/groups.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export function inviteMember(body: InviteBody) {
  return apiClient.post('/groups/invite', groupInviteSchema, { json: body });
}

export function useInviteMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof inviteMember> } = {}) {
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: inviteMember,
    onSuccess: (...args) => {
      toast.success(`Invite successfully sent to ${args[0].email}`);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toast.error('There was an error sending the invite.', { closeButton: true });
      return onError?.(...args);
    },
  });
}
