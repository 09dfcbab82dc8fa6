import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { flashCardSchema, updateFlashCardBodySchema, type UpdateFlashCardBody } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { updateCachedCard } from './card-cache.ts';
import { keepRollback, rollBack, type Rollback } from './set-cache.ts';

export type UpdateFlashCardInput = { studySetId: string; cardId: string; changes: UpdateFlashCardBody };

export function updateFlashCard({ cardId, changes }: UpdateFlashCardInput) {
  return callApi(endpoints.studySets.updateCard, flashCardSchema, { params: { id: cardId }, json: changes });
}


/** A new text or place shows at once; the saved card settles it, a failure puts the old one back. */
export function useUpdateFlashCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateFlashCard, Rollback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateFlashCard,
    onMutate: ({ studySetId, cardId, changes }): Rollback => {
      const rollback = keepRollback(queryClient);
      const parsed = updateFlashCardBodySchema.safeParse(changes);
      if (parsed.success) updateCachedCard(queryClient, studySetId, cardId, (card) => ({ ...card, ...parsed.data }));
      return rollback;
    },
    onError: (...args) => {
      rollBack(queryClient, args[2], args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved, , rollback] = args;
      updateCachedCard(queryClient, saved.studySetId, saved.id, () => saved);
      rollback.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
