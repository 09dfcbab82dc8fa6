import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteSchema, type CreateNoteBody } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependCachedNote, removeCachedNote, replaceCachedNote, showSavedNote } from './note-cache.ts';
import { standInNote } from './stand-in.ts';

/** `idempotencyKey`: the same for a retry of the same save, so a save whose answer was lost is made once (note-save-key.ts). */
export type CreateNoteInput = { body: CreateNoteBody; idempotencyKey?: string };

export function createNote({ body, idempotencyKey }: CreateNoteInput) {
  return callApi(endpoints.notes.create, noteSchema, { json: body, idempotencyKey });
}

type Context = { standInId: string };

/** Shows the note at the top of my lists at once; the saved note takes its place, or it goes on failure. */
export function useCreateNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createNote, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createNote,
    onMutate: ({ body }) => {
      const standIn = standInNote(me, body);
      prependCachedNote(queryClient, standIn);
      return { standInId: standIn.id };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) removeCachedNote(queryClient, context.standInId);
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [note, , context] = args;
      if (context) replaceCachedNote(queryClient, context.standInId, note);
      // A list loaded after the stand-in was placed never had it.
      showSavedNote(queryClient, note);
      return onSuccess?.(...args);
    },
  });
}
