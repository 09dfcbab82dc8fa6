import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export function signOut() {
  return callApi(endpoints.auth.signOut, messageSchema);
}

export function useSignOut({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signOut> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signOut });
}
