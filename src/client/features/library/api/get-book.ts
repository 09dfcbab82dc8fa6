import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookSchema } from '../../../../contract/books.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

export function getBook(bookId: string, signal?: AbortSignal) {
  return callApi(endpoints.books.detail, bookSchema, { params: { id: bookId }, signal });
}

export const bookQueryOptions = (bookId: string) => queryOptions({ queryKey: libraryKeys.book(bookId), queryFn: ({ signal }) => getBook(bookId, signal) });

export function useBook(bookId: string) {
  return useQuery(bookQueryOptions(bookId));
}
