import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceSchema, type StartPracticeBody } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { libraryKeys } from './keys.ts';

export function startPractice(body: StartPracticeBody) {
  return callApi(endpoints.practice.start, practiceSchema, { json: body });
}

/** Draws the questions; the new practice opens from the cache. */
export function useStartPractice({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startPractice> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: startPractice,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      queryClient.setQueryData(libraryKeys.practice(args[0].id), args[0]);
      return onSuccess?.(...args);
    },
  });
}
