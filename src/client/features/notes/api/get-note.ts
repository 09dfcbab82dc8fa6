import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteDetailSchema } from '../../../../contract/notes.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { forgetCachedNote, noteKeys } from './note-cache.ts';

/** One note with its newest comments; a note I may not see is a 404. */
export function getNote(noteId: string, signal?: AbortSignal) {
  return callApi(endpoints.notes.detail, noteDetailSchema, { params: { id: noteId }, signal });
}

export const noteQueryOptions = (noteId: string) => queryOptions({ queryKey: noteKeys.detail(noteId), queryFn: ({ signal }) => getNote(noteId, signal) });

/**
 * The server's definite word that the note is gone for me: deleted (404), or no longer shared
 * with me (404, or 403). No answer at all (offline, a network error) says nothing of the kind.
 */
export function isNoteGone(error: unknown): boolean {
  // A 403 for a suspended account, say, says nothing of the note.
  return isApiError(error, 404) || (isApiError(error, 403) && error.code === 'FORBIDDEN');
}

/**
 * For the page that shows `error` in a note's place: when it is the server's word that the note is
 * gone, the saved copies go too (its page and its place in every list), so they show no more offline.
 */
export function useForgetGoneNote(noteId: string | undefined, error: unknown): void {
  const queryClient = useQueryClient();
  const gone = isNoteGone(error);
  useEffect(() => {
    if (gone && noteId !== undefined) forgetCachedNote(queryClient, noteId);
  }, [gone, noteId, queryClient]);
}
