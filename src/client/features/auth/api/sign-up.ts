import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignUpBody } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { applySessionUser } from '../../../lib/session-query.ts';

export function signUp(body: SignUpBody) {
  return callApi(endpoints.auth.signUp, sessionResponseSchema, { json: body });
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signUp,
    onSuccess: (...args) => {
      applySessionUser(queryClient, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
