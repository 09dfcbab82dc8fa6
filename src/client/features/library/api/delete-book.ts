import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListDelete, type ListDeleteConfig } from './list-change.ts';

export function deleteBook(bookId: string) {
  return callApi(endpoints.books.delete, deletedSchema, { params: { id: bookId } });
}

/** An admin removes a book. */
export function useDeleteBook({ mutationConfig }: { mutationConfig?: ListDeleteConfig } = {}) {
  return useListDelete({ mutationFn: deleteBook, lists: libraryKeys.bookLists(), detail: libraryKeys.book, mutationConfig });
}
