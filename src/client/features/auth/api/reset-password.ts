import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '../../../../contract/auth.ts';
import { messageSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';

/** POST /auth/update-password: a new password with the token from the reset mail. */
export function resetPassword(body: UpdatePasswordBody) {
  return callApi(endpoints.auth.resetPassword, messageSchema, { json: body });
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
