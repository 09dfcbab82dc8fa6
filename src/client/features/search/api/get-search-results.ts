import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { searchResultSchema, type SearchResult } from '../../../../contract/search.ts';
import { callApi } from '../../../lib/api-client.ts';
import { searchKeys, type SearchFilter } from './keys.ts';

export const SEARCH_PAGE_SIZE = 20;

/** Everything the caller may see that matches `filter.q`, best match first. */
export function getSearchResults(filter: SearchFilter, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.search.query, searchResultSchema, { searchParams: { q: filter.q, type: filter.type, cursor, take: SEARCH_PAGE_SIZE }, signal });
}

export const searchQueryOptions = (filter: SearchFilter) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(filter),
    // The signal is read, so React Query aborts the request once its query is left (the query changed).
    queryFn: ({ pageParam, signal }) => getSearchResults(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

type Answer = InfiniteData<SearchResult, string | undefined>;

/** The last answer's hits of `type` alone (and no further pages), to show until that kind's own answer comes. */
function narrowedTo(type: SearchFilter['type'], answer: Answer): Answer {
  if (!type) return answer;
  return { ...answer, pages: answer.pages.map((page) => ({ ...page, items: page.items.filter((hit) => hit.type === type), nextCursor: null })) };
}

/**
 * Nothing is asked for an empty query. While a new answer loads, the last one stays on
 * screen; when another kind was chosen, only its hits of that kind.
 */
export function useSearchResults(filter: SearchFilter) {
  return useInfiniteQuery({
    ...searchQueryOptions(filter),
    enabled: filter.q.length > 0,
    placeholderData: (previous, previousQuery) => (previous && previousQuery?.queryKey[2].type !== filter.type ? narrowedTo(filter.type, previous) : previous),
  });
}
