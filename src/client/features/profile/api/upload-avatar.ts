import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { meSchema } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { applySessionUser } from '../../../lib/session-query.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return callApi(endpoints.auth.uploadAvatar, meSchema, { body });
}

export function useUploadAvatar({ mutationConfig }: { mutationConfig?: MutationConfig<typeof uploadAvatar> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: uploadAvatar,
    onSuccess: (...args) => {
      const me = args[0];
      applySessionUser(queryClient, me);
      void queryClient.invalidateQueries({ queryKey: userProfileQueryOptions(me.id).queryKey });
      return onSuccess?.(...args);
    },
  });
}
