import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { FlashCardList } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedCard, isDue, updateCachedCards } from './card-cache.ts';
import { studyKeys } from './keys.ts';
import { keepRollback, rollBack, type Rollback, updateCachedSet } from './set-cache.ts';

export type DeleteFlashCardInput = { studySetId: string; cardId: string };

export function deleteFlashCard({ cardId }: DeleteFlashCardInput) {
  return callApi(endpoints.studySets.deleteCard, deletedSchema, { params: { id: cardId } });
}


/** Takes the card out of its set at once (and off the set's due count); a failure puts it back. */
export function useDeleteFlashCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteFlashCard, Rollback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteFlashCard,
    onMutate: ({ studySetId, cardId }): Rollback => {
      const rollback = keepRollback(queryClient);
      const card = findCachedCard(queryClient, studySetId, cardId);
      updateCachedCards(queryClient, studySetId, (cards) => cards.filter((item) => item.id !== cardId));
      writeQuery<FlashCardList>(queryClient, studyKeys.due(studySetId), (due) => (due ? { items: due.items.filter((item) => item.id !== cardId) } : due));
      if (card && isDue(card)) updateCachedSet(queryClient, studySetId, (set) => ({ ...set, dueCount: Math.max(0, set.dueCount - 1) }));
      return rollback;
    },
    onError: (...args) => {
      rollBack(queryClient, args[2], args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      args[2].fetchAgain();
      void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
      toast.success(catalogue.content.flashCardDeleted);
      return onSuccess?.(...args);
    },
  });
}
