import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { noteLikeResponseSchema } from '../../../../contract/notes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedNote, noteKeys, updateCachedNote } from './note-cache.ts';

export function likeNote(noteId: string) {
  return callApi(endpoints.notes.like, noteLikeResponseSchema, { params: { id: noteId } });
}

type Context = { previous: { likedByMe: boolean; likesCount: number } | undefined; fetchAgain: () => void };

/** Flips likedByMe and likesCount everywhere at once; the server's answer settles them, a failure puts them back. */
export function useLikeNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof likeNote, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: likeNote,
    onMutate: (noteId): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, noteKeys.lists(), noteKeys.detail(noteId));
      const note = findCachedNote(queryClient, noteId);
      if (!note) return { previous: undefined, fetchAgain };
      const liked = !note.likedByMe;
      updateCachedNote(queryClient, noteId, (current) => ({ ...current, likedByMe: liked, likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)) }));
      return { previous: { likedByMe: note.likedByMe, likesCount: note.likesCount }, fetchAgain };
    },
    onError: (...args) => {
      const [error, noteId, context] = args;
      const previous = context?.previous;
      if (previous) updateCachedNote(queryClient, noteId, (note) => ({ ...note, ...previous }));
      context?.fetchAgain();
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, noteId, context] = args;
      updateCachedNote(queryClient, noteId, (note) => ({ ...note, likedByMe: result.liked, likesCount: result.likesCount }));
      context.fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
