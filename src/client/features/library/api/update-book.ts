import { bookSchema, type Book, type UpdateBookBody } from '../../../../contract/books.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListUpdate, type ListUpdateConfig } from './list-change.ts';

/** The fields sent, each already in its stored form. */
type BookChanges = UpdateBookBody & Partial<Book>;

export function updateBook({ id, changes }: { id: string; changes: BookChanges }) {
  return callApi(endpoints.books.update, bookSchema, { params: { id }, json: changes });
}

/** An admin changes a book. */
export function useUpdateBook({ mutationConfig }: { mutationConfig?: ListUpdateConfig<Book, BookChanges> } = {}) {
  return useListUpdate({ mutationFn: updateBook, lists: libraryKeys.bookLists(), detail: libraryKeys.book, mutationConfig });
}
