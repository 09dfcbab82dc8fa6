import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { deletedSchema } from '../../../../contract/common.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { noteKeys, removeCachedNote, restoreNoteLists, snapshotNoteLists } from './note-cache.ts';
import { queueNoteDeletion, shouldQueueNoteSave } from './queued-notes.ts';

export function deleteNote(noteId: string) {
  return callApi(endpoints.notes.delete, deletedSchema, { params: { id: noteId } });
}

type Context = { lists: ReturnType<typeof snapshotNoteLists> };

function queueDeletion(noteId: string): Promise<void> {
  return queueNoteDeletion(noteId).catch((error: unknown) => {
    toast.error(catalogue.error);
    throw error;
  });
}

/**
 * Takes the note out of every list at once; a failure puts the lists back. Offline, or behind
 * saves of the note still waiting, the deletion waits in the outbox instead, and my lists leave
 * the note out meanwhile (queued-notes.ts).
 */
export function useDeleteNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteNote, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  const mutation = useMutation({
    ...rest,
    mutationFn: deleteNote,
    onMutate: async (noteId): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: noteKeys.lists() });
      const lists = snapshotNoteLists(queryClient);
      removeCachedNote(queryClient, noteId);
      return { lists };
    },
    onError: (...args) => {
      const context = args[2];
      if (context) restoreNoteLists(queryClient, context.lists);
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const { id } = args[0];
      // A note page still open keeps its copy until it navigates away.
      queryClient.removeQueries({ queryKey: noteKeys.detail(id), type: 'inactive' });
      toast.success(catalogue.content.noteDeleted);
      return onSuccess?.(...args);
    },
  });
  return {
    /** Resolves once the note is deleted, or its deletion kept in the outbox. */
    mutateAsync: (noteId: string): Promise<unknown> => (shouldQueueNoteSave(noteId) ? queueDeletion(noteId) : mutation.mutateAsync(noteId)),
  };
}
