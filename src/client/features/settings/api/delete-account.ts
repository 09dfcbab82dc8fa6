import { useMutation } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

export function deleteAccount(body: { password: string }) {
  return apiClient.delete('/auth/delete-my-account', deletedSchema, { json: body });
}

export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
