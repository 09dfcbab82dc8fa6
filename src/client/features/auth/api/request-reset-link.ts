import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export function requestResetLink(body: { email: string }) {
  return callApi(endpoints.auth.requestResetLink, messageSchema, { json: body });
}

export function useRequestResetLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestResetLink> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestResetLink });
}
