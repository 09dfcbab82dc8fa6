/*
 * Live updates on my notes, mounted once in the signed-in layout: a comment joins its
 * note's comments and a like sets its count, wherever the note is cached. (The chime
 * comes with the notification that arrives beside each.)
 */
import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { prependCachedNoteComment, updateCachedNote } from '../api/note-cache.ts';

export function NotesRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();

  useSocketEvent(serverEvents.noteComment, (comment) => prependCachedNoteComment(queryClient, comment));

  useSocketEvent(serverEvents.noteLike, ({ noteId, userId, liked, likesCount }) =>
    updateCachedNote(queryClient, noteId, (note) => ({ ...note, likesCount, likedByMe: userId === me.id ? liked : note.likedByMe })),
  );

  return null;
}
