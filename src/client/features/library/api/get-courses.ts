import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogueListSchema } from '../../../../contract/catalogue.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

export const COURSES_PAGE_SIZE = 50;

/** The catalogue by title; `q` searches title and code. */
export function getCourses(q: string | undefined, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.catalogue.list, catalogueListSchema, { searchParams: { q, cursor, take: COURSES_PAGE_SIZE }, signal });
}

export const coursesQueryOptions = (q: string | undefined) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.courseList(q),
    queryFn: ({ pageParam, signal }) => getCourses(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCourses(q: string | undefined) {
  return useInfiniteQuery({ ...coursesQueryOptions(q), placeholderData: keepPreviousData });
}
