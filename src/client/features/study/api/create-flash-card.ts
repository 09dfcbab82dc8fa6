import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { flashCardSchema, type CreateFlashCardBody, type FlashCard } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { updateCachedCards } from './card-cache.ts';
import { studyKeys } from './keys.ts';
import { keepRollback, rollBack, type Rollback, updateCachedSet } from './set-cache.ts';

export function createFlashCard(body: CreateFlashCardBody) {
  return callApi(endpoints.studySets.createCard, flashCardSchema, { json: body });
}

type Context = Rollback & { standInId: string };

/** Puts the card last in its set at once (a new card is due); the saved card takes its place, or it goes on failure. */
export function useCreateFlashCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createFlashCard, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createFlashCard,
    onMutate: ({ studySetId, front, back }): Context => {
      const rollback = keepRollback(queryClient);
      const now = new Date().toISOString();
      const standIn: FlashCard = { id: optimisticId(), studySetId, front: front.trim(), back: back.trim(), position: 0, due: null, schedule: null, createdAt: now, updatedAt: now };
      updateCachedCards(queryClient, studySetId, (cards) => [...cards, { ...standIn, position: (cards.at(-1)?.position ?? 0) + 1 }]);
      updateCachedSet(queryClient, studySetId, (set) => ({ ...set, dueCount: set.dueCount + 1 }));
      return { ...rollback, standInId: standIn.id };
    },
    onError: (...args) => {
      rollBack(queryClient, args[2], args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [card, , context] = args;
      updateCachedCards(queryClient, card.studySetId, (cards) => cards.map((item) => (item.id === context.standInId ? card : item)));
      void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
      context.fetchAgain();
      toast.success(catalogue.content.flashCardCreated);
      return onSuccess?.(...args);
    },
  });
}
