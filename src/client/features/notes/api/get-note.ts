import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteDetailSchema } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { noteKeys } from './note-cache.ts';

/** One note with its newest comments; a note I may not see is a 404. */
export function getNote(noteId: string, signal?: AbortSignal) {
  return callApi(endpoints.notes.detail, noteDetailSchema, { params: { id: noteId }, signal });
}

export const noteQueryOptions = (noteId: string) => queryOptions({ queryKey: noteKeys.detail(noteId), queryFn: ({ signal }) => getNote(noteId, signal) });
