/*
 * Live updates on my notes, mounted once in the signed-in layout: a comment joins its
 * note's comments and a like sets its count, wherever the note is cached. (The chime
 * comes with the notification that arrives beside each.) A save made offline, once sent,
 * settles the caches; a new note's page open under its stand-in id moves to the saved one.
 * A deletion, once sent, drops the note's copies. One refused as the note is already gone has
 * nothing left to do and leaves the outbox; an edit refused so has its note's page fetched
 * again, which then finds the note gone and offers the edit's text as a new note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { noteSchema } from '../../../../contract/notes.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { discardRequest, onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { isNoteGone } from '../api/get-note.ts';
import { forgetCachedNote, noteKeys, prependCachedNoteComment, settleSavedNote, showSavedNote, updateCachedNote } from '../api/note-cache.ts';
import { isNoteDeletion, queuedStandInId } from '../api/queued-notes.ts';

export function NotesRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();
  const router = useRouter();

  useSocketEvent(serverEvents.noteComment, (comment) => prependCachedNoteComment(queryClient, comment));

  useSocketEvent(serverEvents.noteLike, ({ noteId, userId, liked, likesCount }) =>
    updateCachedNote(queryClient, noteId, (note) => ({ ...note, likesCount, likedByMe: userId === me.id ? liked : note.likedByMe })),
  );

  const settleRefused = (event: Extract<OutboxEvent, { type: 'rejected' }>) => {
    const noteId = event.request.params.id;
    if (!noteId || !isNoteGone(event.error)) return;
    if (!isNoteDeletion(event.request)) return void queryClient.invalidateQueries({ queryKey: noteKeys.detail(noteId) });
    if (!isApiError(event.error, 404)) return;
    forgetCachedNote(queryClient, noteId);
    void discardRequest(event.request.id);
  };

  const settleQueued = useEffectEvent((event: OutboxEvent) => {
    if (event.request.kind !== 'note') return;
    if (event.type === 'rejected') return settleRefused(event);
    const deleted = isNoteDeletion(event.request) ? event.request.params.id : undefined;
    if (deleted) return event.type === 'sent' ? forgetCachedNote(queryClient, deleted) : undefined;
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
