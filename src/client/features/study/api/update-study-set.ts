import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studySetSchema, updateStudySetBodySchema, type UpdateStudySetBody } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { studyKeys } from './keys.ts';
import { keepRollback, rollBack, type Rollback, updateCachedSet } from './set-cache.ts';

export type UpdateStudySetInput = { setId: string; changes: UpdateStudySetBody };

export function updateStudySet({ setId, changes }: UpdateStudySetInput) {
  return callApi(endpoints.studySets.update, studySetSchema, { params: { id: setId }, json: changes });
}


/** Shows the changes everywhere at once; the saved set settles them, a failure puts the old one back. */
export function useUpdateStudySet({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateStudySet, Rollback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateStudySet,
    onMutate: ({ setId, changes }): Rollback => {
      const rollback = keepRollback(queryClient);
      const parsed = updateStudySetBodySchema.safeParse(changes);
      if (parsed.success) updateCachedSet(queryClient, setId, (set) => ({ ...set, ...parsed.data }));
      return rollback;
    },
    onError: (...args) => {
      rollBack(queryClient, args[2], args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved, , rollback] = args;
      updateCachedSet(queryClient, saved.id, (set) => ({ ...set, ...saved }));
      rollback.fetchAgain();
      // A new title, course or visibility may move the set in or out of a searched list.
      void queryClient.invalidateQueries({ queryKey: studyKeys.lists(), refetchType: 'none' });
      return onSuccess?.(...args);
    },
  });
}
