import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteListSchema } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { NOTES_PAGE_SIZE } from './get-notes.ts';
import { noteKeys } from './note-cache.ts';

/** Notes my mutual collaborators share with collaborators or with everyone, newest first. */
export function getSharedNotes(cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.notes.sharedWithMe, noteListSchema, { searchParams: { cursor, take: NOTES_PAGE_SIZE }, signal });
}

export const sharedNotesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: noteKeys.shared(),
    queryFn: ({ pageParam, signal }) => getSharedNotes(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useSharedNotes() {
  return useInfiniteQuery(sharedNotesQueryOptions());
}
