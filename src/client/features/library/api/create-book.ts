import { bookSchema, type CreateBookBody } from '../../../../contract/books.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { libraryKeys } from './keys.ts';
import { useListCreate } from './list-create.ts';

export function createBook(body: CreateBookBody) {
  return callApi(endpoints.books.create, bookSchema, { json: body });
}

/** An admin adds a book. */
export function useCreateBook({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createBook> } = {}) {
  return useListCreate({ mutationFn: createBook, lists: libraryKeys.bookLists(), detail: libraryKeys.book, mutationConfig });
}
