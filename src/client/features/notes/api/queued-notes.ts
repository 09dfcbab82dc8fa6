/*
 * Note saves made offline. They wait in the outbox (lib/outbox.ts) and the notes are shown,
 * meanwhile, from it: a new note under its stand-in id (`pending-<request id>`), an edit over
 * the cached note. A note whose earlier save still waits sends its next one after it, so they
 * reach the server in order; notes-realtime.tsx settles the caches as each is sent.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { endpoints } from '../../../../contract/endpoints.ts';
import { createNoteBodySchema, updateNoteBodySchema, type CreateNoteBody, type Note, type NoteDetail, type UpdateNoteBody } from '../../../../contract/notes.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic, optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, peekOutbox, queuedRequest, useOutboxRequests, type QueuedRequest } from '../../../lib/outbox.ts';
import { isNoteGone, noteQueryOptions } from './get-note.ts';
import { standInNote } from './stand-in.ts';

const standInMetaSchema = z.object({ standInId: z.string() });

/** The stand-in id a queued new note is shown under, or undefined for any other write. */
export function queuedStandInId(request: QueuedRequest): string | undefined {
  const parsed = standInMetaSchema.safeParse(request.meta);
  return request.kind === 'note' && parsed.success ? parsed.data.standInId : undefined;
}

/** Queues a new note; answers the id its page has until it is sent, and when it is stored. */
export function queueNewNote(body: CreateNoteBody): { standInId: string; stored: Promise<void> } {
  const request = queuedRequest('note', endpoints.notes.create, body);
  const standInId = optimisticIdOf(request.id);
  return { standInId, stored: enqueueRequest({ ...request, meta: { standInId } }) };
}

export function queueNoteChanges(noteId: string, changes: UpdateNoteBody): Promise<void> {
  return enqueueRequest(queuedRequest('note', endpoints.notes.update, changes, { params: { id: noteId } }));
}

/** Offline, or behind a save of the same note still waiting: the save goes to the outbox. */
export function shouldQueueNoteSave(noteId?: string): boolean {
  if (!navigator.onLine) return true;
  if (noteId === undefined) return false;
  return isOptimistic(noteId) || peekOutbox().some((request) => request.kind === 'note' && request.params.id === noteId);
}

/** The mark a note with saves waiting shows (catalogue.offlineFirst), or undefined. */
export type NoteStatus = string | undefined;

export type QueuedNotes = {
  /** New notes not sent yet, newest first. */
  created: { note: Note; status: string }[];
  /** `note` with the edits still waiting applied, and its mark. */
  overlay: (note: Note) => { note: Note; status: NoteStatus };
};

type Pending = { changes: z.output<typeof updateNoteBodySchema>; failed: boolean };

const statusOf = (failed: boolean) => (failed ? catalogue.offlineFirst.sendFailed : catalogue.offlineFirst.waitingToSend);

/** My note saves waiting in the outbox, as the lists and the note's page show them meanwhile. */
export function useQueuedNotes(): QueuedNotes {
  const me = useMe();
  const queued = useOutboxRequests();
  return useMemo(() => {
    const created = new Map<string, { note: Note; failed: boolean }>();
    const pending = new Map<string, Pending>();
    for (const request of queued) {
      if (request.kind !== 'note') continue;
      const failed = request.failure !== undefined;
      const standInId = queuedStandInId(request);
      const newNote = standInId ? createNoteBodySchema.safeParse(request.json) : undefined;
      if (standInId && newNote?.success) {
        const note = { ...standInNote(me, newNote.data), id: standInId, createdAt: request.createdAt, updatedAt: request.createdAt };
        created.set(standInId, { note, failed });
        continue;
      }
      const noteId = request.params.id;
      const changes = updateNoteBodySchema.safeParse(request.json);
      if (!noteId || !changes.success) continue;
      const stood = created.get(noteId);
      if (stood) created.set(noteId, { note: { ...stood.note, ...changes.data }, failed: stood.failed || failed });
      else {
        const before = pending.get(noteId);
        pending.set(noteId, { changes: { ...before?.changes, ...changes.data }, failed: !!before?.failed || failed });
      }
    }
    return {
      created: [...created.values()].reverse().map(({ note, failed }) => ({ note, status: statusOf(failed) })),
      overlay: (note) => {
        const waiting = pending.get(note.id);
        return waiting ? { note: { ...note, ...waiting.changes }, status: statusOf(waiting.failed) } : { note, status: undefined };
      },
    };
  }, [queued, me]);
}

/**
 * A note as its page shows it: a new note still waiting from the outbox (`unsaved`), any other from the cache with its waiting edits.
 * Once the server says the note is gone (a refetch of a saved copy answering 404 or 403), the copy is not shown: the error goes to
 * the route's error component, which says "Not found" as a first visit does and drops the copy. Offline, the copy stays.
 * `keepGoneCopy` (the editor, which may hold unsaved text): the copy stays, and `goneError` says the server's word instead.
 */
export function useShownNote(
  noteId: string,
  { keepGoneCopy = false } = {},
): { note: NoteDetail | undefined; status: NoteStatus; unsaved: boolean; goneError?: unknown } {
  const queued = useQueuedNotes();
  const { data, error } = useQuery({ ...noteQueryOptions(noteId), enabled: !isOptimistic(noteId), throwOnError: (thrown) => !keepGoneCopy && isNoteGone(thrown) });
  const waitingNew = queued.created.find(({ note }) => note.id === noteId);
  if (waitingNew) return { note: { ...waitingNew.note, comments: [] }, status: waitingNew.status, unsaved: true };
  const gone = isNoteGone(error);
  // Also while a later fetch is under way (the error is only thrown once it settles).
  if (!data || (gone && !keepGoneCopy)) return { note: undefined, status: undefined, unsaved: false };
  const { note, status } = queued.overlay(data);
  return { note: { ...data, ...note }, status, unsaved: false, goneError: gone ? error : undefined };
}
