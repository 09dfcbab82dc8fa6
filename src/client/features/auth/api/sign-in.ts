import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignInBody } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { applySessionUser } from '../../../lib/session-query.ts';

export function signIn(body: SignInBody) {
  return callApi(endpoints.auth.signIn, sessionResponseSchema, { json: body });
}

export function useSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signIn> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signIn,
    onSuccess: (...args) => {
      applySessionUser(queryClient, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
