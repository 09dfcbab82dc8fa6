import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { grantAdminResponseSchema } from '../../../../contract/safety.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';

export function grantAdmin(id: string) {
  return callApi(endpoints.safety.grantAdmin, grantAdminResponseSchema, { params: { id } });
}

/** Makes someone an admin: they see the moderation queue from their next page load. */
export function useGrantAdmin() {
  return useMutation({
    mutationFn: (user: UserSummary) => grantAdmin(user.id),
    onSuccess: (_answer, user) => toast.success(`${user.name} is now an admin.`),
    onError: (error) => toastFailure(error, catalogue.error, 'Please try again in a moment.'),
  });
}
