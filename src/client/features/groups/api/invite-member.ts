import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupInviteSchema, type InviteBody } from '../../../../contract/groups.ts';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { groupKeys } from './keys.ts';

export function inviteMember(body: InviteBody) {
  return callApi(endpoints.groups.invite, groupInviteSchema, { json: body });
}

export function useInviteMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof inviteMember> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: inviteMember,
    onSuccess: (...args) => {
      toast.success(catalogue.groups.inviteSent(args[0].email));
      void queryClient.invalidateQueries({ queryKey: groupKeys.groupInvites(args[1].groupId) });
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toast.error(catalogue.groups.inviteFailed, { description: errorMessage(args[0], 'Please try again.'), closeButton: true });
      return onError?.(...args);
    },
  });
}
