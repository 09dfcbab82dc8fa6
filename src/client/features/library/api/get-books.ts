import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { bookListSchema } from '../../../../contract/books.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys, type CourseSearch } from './keys.ts';

export const BOOKS_PAGE_SIZE = 20;

/** Books by title, in one course and matching words (title, author, description). */
export function getBooks(filter: CourseSearch, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.books.list, bookListSchema, { searchParams: { ...filter, cursor, take: BOOKS_PAGE_SIZE }, signal });
}

export const booksQueryOptions = (filter: CourseSearch) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.bookList(filter),
    queryFn: ({ pageParam, signal }) => getBooks(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useBooks(filter: CourseSearch) {
  return useInfiniteQuery({ ...booksQueryOptions(filter), placeholderData: keepPreviousData });
}
