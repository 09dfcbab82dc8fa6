import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteListSchema } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { noteKeys, type NoteFilter } from './note-cache.ts';

export const NOTES_PAGE_SIZE = 20;

/** My notes, newest first, matching `filter`. */
export function getNotes(filter: NoteFilter, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.notes.list, noteListSchema, { searchParams: { q: filter.q, course: filter.course, cursor, take: NOTES_PAGE_SIZE }, signal });
}

export const notesQueryOptions = (filter: NoteFilter) =>
  infiniteQueryOptions({
    queryKey: noteKeys.mine(filter),
    queryFn: ({ pageParam, signal }) => getNotes(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While a new search loads, the last results stay on screen. */
export function useNotes(filter: NoteFilter) {
  return useInfiniteQuery({ ...notesQueryOptions(filter), placeholderData: keepPreviousData });
}
