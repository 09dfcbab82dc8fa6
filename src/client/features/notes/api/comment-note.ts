import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteCommentSchema, type NewNoteCommentBody } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { noteKeys, prependCachedNoteComment, settleCachedNoteComment } from './note-cache.ts';
import { standInNoteComment } from './stand-in.ts';

export type CommentNoteInput = NewNoteCommentBody & { noteId: string };

export function commentNote({ noteId, body }: CommentNoteInput) {
  return callApi(endpoints.notes.comment, noteCommentSchema, { params: { noteId }, json: { body } });
}

type Context = { standInId: string; fetchAgain: () => void };

/** Shows the comment first under the note at once; the saved one replaces it, or it goes on failure. */
export function useCommentNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof commentNote, Context> } = {}) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: commentNote,
    onMutate: ({ noteId, body }): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, noteKeys.lists(), noteKeys.detail(noteId));
      const standIn = standInNoteComment(me, noteId, body);
      prependCachedNoteComment(queryClient, standIn);
      return { standInId: standIn.id, fetchAgain };
    },
    onError: (...args) => {
      const [error, { noteId }, context] = args;
      if (context) {
        settleCachedNoteComment(queryClient, noteId, context.standInId, null);
        context.fetchAgain();
      }
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [comment, , context] = args;
      settleCachedNoteComment(queryClient, comment.noteId, context.standInId, comment);
      context.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
