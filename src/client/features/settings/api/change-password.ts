import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../contract/auth.ts';
import { messageSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { endSessionHere } from '../../../lib/session-ending.ts';

/** PUT /auth/update-account-password; the server ends every session, so the caller signs out locally. */
export function changePassword(body: ChangePasswordBody) {
  return callApi(endpoints.auth.changePassword, messageSchema, { json: body });
}

export function useChangePassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: (body: ChangePasswordBody) => endSessionHere(() => changePassword(body)) });
}
