import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { flashCardListSchema, type BulkFlashCardsBody } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { updateCachedCards } from './card-cache.ts';
import { studyKeys } from './keys.ts';
import { updateCachedSet } from './set-cache.ts';

/** Up to 500 cards at once, kept in order after the set's last. */
export function createFlashCards(body: BulkFlashCardsBody) {
  return callApi(endpoints.studySets.createCards, flashCardListSchema, { json: body });
}

/** The cards join the end of their set once saved (the preview before was the check). */
export function useCreateFlashCards({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createFlashCards> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createFlashCards,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [{ items }, { studySetId }] = args;
      updateCachedCards(queryClient, studySetId, (cards) => [...cards, ...items.filter((card) => !cards.some((known) => known.id === card.id))]);
      updateCachedSet(queryClient, studySetId, (set) => ({ ...set, dueCount: set.dueCount + items.length }));
      void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
      toast.success(items.length === 1 ? catalogue.content.flashCardCreated : `${items.length} flash cards created successfully`);
      return onSuccess?.(...args);
    },
  });
}
