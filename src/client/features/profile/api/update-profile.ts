import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { meSchema } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { applySessionUser } from '../../../lib/session-query.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';

export function updateProfile(body: UpdateProfileBody) {
  return callApi(endpoints.auth.updateProfile, meSchema, { json: body });
}

export function useUpdateProfile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      const me = args[0];
      applySessionUser(queryClient, me);
      void queryClient.invalidateQueries({ queryKey: userProfileQueryOptions(me.id).queryKey });
      return onSuccess?.(...args);
    },
  });
}
