import { onlineManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { DUE_TAKE_DEFAULT, flashCardListSchema } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { studyKeys } from './keys.ts';

/** The set's cards due for me now, most overdue first (never-reviewed ones by position after), at most 100 at once. */
export function getDueCards(setId: string, signal?: AbortSignal) {
  return callApi(endpoints.studySets.due, flashCardListSchema, { params: { id: setId }, searchParams: { take: DUE_TAKE_DEFAULT }, signal });
}

export const dueCardsQueryOptions = (setId: string) => queryOptions({ queryKey: studyKeys.due(setId), queryFn: ({ signal }) => getDueCards(setId, signal) });

export function useDueCards(setId: string) {
  return useQuery(dueCardsQueryOptions(setId));
}

/** For a session about to start: what is due now, from the server; offline, the last queue known (kept in step with my reviews). */
export async function loadDueCards(queryClient: QueryClient, setId: string) {
  const options = dueCardsQueryOptions(setId);
  const cached = queryClient.getQueryData(options.queryKey);
  // Offline, React Query would hold the request until the browser is back online.
  if (cached && !onlineManager.isOnline()) return cached;
  try {
    return await queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}
