import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studySetListSchema } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { studyKeys } from './keys.ts';
import type { StudySetFilter } from './set-cache.ts';

export const STUDY_SETS_PAGE_SIZE = 20;

/** My sets, or everyone's public ones, newest first, matching `filter`. */
export function getStudySets(filter: StudySetFilter, cursor: string | undefined, signal?: AbortSignal) {
  const searchParams = { scope: filter.scope, q: filter.q, course: filter.course, cursor, take: STUDY_SETS_PAGE_SIZE };
  return callApi(endpoints.studySets.list, studySetListSchema, { searchParams, signal });
}

export const studySetsQueryOptions = (filter: StudySetFilter) =>
  infiniteQueryOptions({
    queryKey: studyKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getStudySets(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While a new search loads, the last results stay on screen; not those of the other scope. */
export function useStudySets(filter: StudySetFilter) {
  return useInfiniteQuery({
    ...studySetsQueryOptions(filter),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].scope === filter.scope ? keepPreviousData(previous) : undefined),
  });
}
