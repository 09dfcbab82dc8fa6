import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteSchema, updateNoteBodySchema, type Note, type UpdateNoteBody } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedNote, noteKeys, settleSavedNote, updateCachedNote } from './note-cache.ts';

/** `changes`: only the fields changed; `idempotencyKey`: the same for a retry of the same save (note-save-key.ts). */
export type UpdateNoteInput = { noteId: string; changes: UpdateNoteBody; idempotencyKey?: string };

export function updateNote({ noteId, changes, idempotencyKey }: UpdateNoteInput) {
  return callApi(endpoints.notes.update, noteSchema, { params: { id: noteId }, json: changes, idempotencyKey });
}

type Context = { previous: Note | undefined; fetchAgain: () => void };

/** Shows the changes everywhere at once; the saved note settles them, a failure puts the old note back. */
export function useUpdateNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateNote, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateNote,
    onMutate: ({ noteId, changes }): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, noteKeys.lists(), noteKeys.detail(noteId));
      const previous = findCachedNote(queryClient, noteId);
      const parsed = updateNoteBodySchema.safeParse(changes);
      if (previous && parsed.success) updateCachedNote(queryClient, noteId, (note) => ({ ...note, ...parsed.data }));
      return { previous, fetchAgain };
    },
    onError: (...args) => {
      const [error, { noteId }, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedNote(queryClient, noteId, (note) => ({ ...note, ...previous }));
      context?.fetchAgain();
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved, , context] = args;
      settleSavedNote(queryClient, saved);
      context.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
