import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../../../contract/common.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export function requestResetLink(body: { email: string }) {
  return apiClient.post('/auth/request-rest-link', messageSchema, { json: body });
}

export function useRequestResetLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestResetLink> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestResetLink });
}
