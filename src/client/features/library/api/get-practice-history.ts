import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceResultListSchema } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

const HISTORY_PAGE_SIZE = 10;

/** My finished practices, the latest first. */
export function getPracticeHistory(cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.practice.history, practiceResultListSchema, { searchParams: { cursor, take: HISTORY_PAGE_SIZE }, signal });
}

export const practiceHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: libraryKeys.practiceHistory(),
    queryFn: ({ pageParam, signal }) => getPracticeHistory(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePracticeHistory() {
  return useInfiniteQuery(practiceHistoryQueryOptions());
}
