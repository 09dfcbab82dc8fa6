import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceResultSchema, type Practice } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { libraryKeys } from './keys.ts';

/** Ends the practice and grades it; finishing again answers the same result. */
export function finishPractice(practiceId: string) {
  return callApi(endpoints.practice.finish, practiceResultSchema, { params: { id: practiceId } });
}

/** The result opens from the cache; the practice reads as finished and the history loads afresh. */
export function useFinishPractice({ mutationConfig }: { mutationConfig?: MutationConfig<typeof finishPractice> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: finishPractice,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, practiceId] = args;
      queryClient.setQueryData(libraryKeys.practiceResult(practiceId), result);
      queryClient.setQueryData<Practice>(libraryKeys.practice(practiceId), (practice) => (practice ? { ...practice, finishedAt: result.finishedAt } : practice));
      void queryClient.invalidateQueries({ queryKey: libraryKeys.practiceHistory() });
      return onSuccess?.(...args);
    },
  });
}
