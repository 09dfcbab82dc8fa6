import { useMutation } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { endSessionHere } from '../../../lib/session-ending.ts';

export function deleteAccount(body: { password: string }) {
  return callApi(endpoints.auth.deleteAccount, deletedSchema, { json: body });
}

export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: (body: { password: string }) => endSessionHere(() => deleteAccount(body)) });
}
