import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { caseFlashListSchema } from '../../../../contract/case-flashes.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys, type CourseSearch } from './keys.ts';

export const CASES_PAGE_SIZE = 20;

/** Case flashes, newest first, in one course and matching words (title, citation, tags, facts). */
export function getCaseFlashes(filter: CourseSearch, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.caseFlashes.list, caseFlashListSchema, { searchParams: { ...filter, cursor, take: CASES_PAGE_SIZE }, signal });
}

export const caseFlashesQueryOptions = (filter: CourseSearch) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.caseList(filter),
    queryFn: ({ pageParam, signal }) => getCaseFlashes(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCaseFlashes(filter: CourseSearch) {
  return useInfiniteQuery({ ...caseFlashesQueryOptions(filter), placeholderData: keepPreviousData });
}
