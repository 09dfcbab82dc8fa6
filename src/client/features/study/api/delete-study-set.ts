import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { studyKeys } from './keys.ts';
import { keepRollback, removeCachedSet, rollBack, type Rollback } from './set-cache.ts';

export function deleteStudySet(setId: string) {
  return callApi(endpoints.studySets.delete, deletedSchema, { params: { id: setId } });
}


/** Takes the set out of every list and today's queue at once; a failure puts them back. */
export function useDeleteStudySet({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteStudySet, Rollback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteStudySet,
    onMutate: (setId): Rollback => {
      const rollback = keepRollback(queryClient);
      removeCachedSet(queryClient, setId);
      return rollback;
    },
    onError: (...args) => {
      rollBack(queryClient, args[2], args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const { id } = args[0];
      args[2].fetchAgain();
      // The set's page, still open, keeps its copy until it navigates away.
      queryClient.removeQueries({ queryKey: studyKeys.detail(id), type: 'inactive' });
      queryClient.removeQueries({ queryKey: studyKeys.due(id) });
      toast.success(catalogue.content.studySetDeleted);
      return onSuccess?.(...args);
    },
  });
}
