import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteSchema, type CreateNoteBody } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependCachedNote, removeCachedNote, replaceCachedNote, showSavedNote } from './note-cache.ts';
import { standInNote } from './stand-in.ts';

export function createNote(body: CreateNoteBody) {
  return callApi(endpoints.notes.create, noteSchema, { json: body });
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
    onMutate: (body) => {
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
