/*
 * Note saves and deletions made offline. They wait in the outbox (lib/outbox.ts) and the notes
 * are shown, meanwhile, from it: a new note under its stand-in id (`pending-<request id>`), an
 * edit (only the fields changed) over the cached note, a deleted note nowhere. A note whose
 * earlier save still waits sends its next one after it, so they reach the server in order;
 * notes-realtime.tsx settles the caches as each is sent.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { endpoints } from '../../../../contract/endpoints.ts';
import { createNoteBodySchema, updateNoteBodySchema, type CreateNoteBody, type Note, type NoteDetail, type UpdateNoteBody } from '../../../../contract/notes.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic, optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { discardRequest, enqueueRequest, peekOutbox, queuedRequest, useOutboxRequests, type QueuedRequest } from '../../../lib/outbox.ts';
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

export function isNoteDeletion(request: QueuedRequest): boolean {
  return request.kind === 'note' && request.endpoint.path === endpoints.notes.delete.path;
}

/**
 * Queues the deletion of a note, after its saves still waiting. A new note not sent yet just
 * leaves the outbox, and its edits with it: the server never hears of it.
 */
export function queueNoteDeletion(noteId: string): Promise<void> {
  if (!isOptimistic(noteId)) return enqueueRequest(queuedRequest('note', endpoints.notes.delete, undefined, { params: { id: noteId } }));
  const create = peekOutbox().find((request) => queuedStandInId(request) === noteId);
  return create ? discardRequest(create.id) : Promise.resolve();
}

/** Drops the edits of a note waiting or refused (deleted elsewhere, their text now saved as a new note). */
export async function discardNoteEdits(noteId: string): Promise<void> {
  const edits = peekOutbox().filter((request) => request.kind === 'note' && request.params.id === noteId && !isNoteDeletion(request));
  for (const edit of edits) await discardRequest(edit.id);
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
  /** `note` with the edits still waiting applied, and its mark; undefined once I deleted it (the deletion waiting). */
  overlay: (note: Note) => { note: Note; status: NoteStatus } | undefined;
  /** Whether an edit of the note waits to be sent, or was refused: its text is not on the server. */
  hasUnsentEdit: (noteId: string) => boolean;
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
    const deleted = new Set<string>();
    for (const request of queued) {
      if (request.kind !== 'note') continue;
      if (isNoteDeletion(request) && request.params.id) {
        deleted.add(request.params.id);
        continue;
      }
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
        if (deleted.has(note.id)) return undefined;
        const waiting = pending.get(note.id);
        return waiting ? { note: { ...note, ...waiting.changes }, status: statusOf(waiting.failed) } : { note, status: undefined };
      },
      hasUnsentEdit: (noteId) => pending.has(noteId),
    };
  }, [queued, me]);
}

/**
 * A note as its page shows it: a new note still waiting from the outbox (`unsaved`), any other from the cache with its waiting edits.
 * Once the server says the note is gone (a refetch of a saved copy answering 404 or 403), the copy is not shown: the error goes to
 * the route's error component, which says "Not found" as a first visit does and drops the copy. Offline, the copy stays.
 * The copy stays too, with `goneError` saying the server's word, while an edit of mine for it was not sent (`unsentEdit`: its text
 * is only here, to save as a new note), and with `keepGoneCopy` (the editor, which may hold unsaved text).
 */
export function useShownNote(
  noteId: string,
  { keepGoneCopy = false } = {},
): { note: NoteDetail | undefined; status: NoteStatus; unsaved: boolean; goneError?: unknown; unsentEdit: boolean } {
  const queued = useQueuedNotes();
  const unsentEdit = queued.hasUnsentEdit(noteId);
  const keep = keepGoneCopy || unsentEdit;
  const { data, error } = useQuery({ ...noteQueryOptions(noteId), enabled: !isOptimistic(noteId), throwOnError: (thrown) => !keep && isNoteGone(thrown) });
  const waitingNew = queued.created.find(({ note }) => note.id === noteId);
  if (waitingNew) return { note: { ...waitingNew.note, comments: [] }, status: waitingNew.status, unsaved: true, unsentEdit };
  const gone = isNoteGone(error);
  // The unsent edit was discarded while its gone copy showed: now "Not found", as for any gone note.
  if (data && gone && !keep) throw error;
  const shown = data && queued.overlay(data);
  if (!data || !shown) return { note: undefined, status: undefined, unsaved: false, unsentEdit };
  return { note: { ...data, ...shown.note }, status: shown.status, unsaved: false, goneError: gone ? error : undefined, unsentEdit };
}
