/*
 * Live updates on my notes, mounted once in the signed-in layout: a comment joins its
 * note's comments and a like sets its count, wherever the note is cached. (The chime
 * comes with the notification that arrives beside each.) A save made offline, once sent,
 * settles the caches; a new note's page open under its stand-in id moves to the saved one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { noteSchema } from '../../../../contract/notes.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { prependCachedNoteComment, settleSavedNote, showSavedNote, updateCachedNote } from '../api/note-cache.ts';
import { queuedStandInId } from '../api/queued-notes.ts';

export function NotesRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();
  const router = useRouter();

  useSocketEvent(serverEvents.noteComment, (comment) => prependCachedNoteComment(queryClient, comment));

  useSocketEvent(serverEvents.noteLike, ({ noteId, userId, liked, likesCount }) =>
    updateCachedNote(queryClient, noteId, (note) => ({ ...note, likesCount, likedByMe: userId === me.id ? liked : note.likedByMe })),
  );

  const settleQueued = useEffectEvent((event: OutboxEvent) => {
    if (event.request.kind !== 'note' || event.type === 'rejected') return;
    const standInId = queuedStandInId(event.request);
    const onStandInPage = !!standInId && router.state.location.pathname === `/notes/${standInId}`;
    if (event.type === 'discarded') {
      if (onStandInPage) void router.navigate({ to: '/notes', replace: true });
      return;
    }
    const saved = noteSchema.safeParse(event.response);
    if (!saved.success) return;
    if (!standInId) return settleSavedNote(queryClient, saved.data);
    showSavedNote(queryClient, saved.data);
    if (onStandInPage) void router.navigate({ to: '/notes/$noteId', params: { noteId: saved.data.id }, replace: true });
  });
  useEffect(() => onOutboxEvent(settleQueued), []);

  return null;
}
