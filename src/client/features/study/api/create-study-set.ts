import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studySetSchema, type CreateStudySetBody } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependCachedSet } from './set-cache.ts';

export function createStudySet(body: CreateStudySetBody) {
  return callApi(endpoints.studySets.create, studySetSchema, { json: body });
}

/** The new set (with its cards) joins the top of my lists once saved: its page needs the server's id. */
export function useCreateStudySet({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createStudySet> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createStudySet,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      prependCachedSet(queryClient, args[0]);
      toast.success(catalogue.content.studySetCreated);
      return onSuccess?.(...args);
    },
  });
}
