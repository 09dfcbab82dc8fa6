import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePreferencesBody } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { meSchema } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { applySessionUser } from '../../../lib/session-query.ts';

export function updatePreferences(body: UpdatePreferencesBody) {
  return callApi(endpoints.auth.updatePreferences, meSchema, { json: body });
}

export function useUpdatePreferences({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePreferences> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updatePreferences,
    onSuccess: (...args) => {
      applySessionUser(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
