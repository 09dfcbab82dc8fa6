/*
 * Where notes live in the React Query cache, and the edits every mutation and socket
 * handler makes to it: patch a note wherever it appears, remove it, prepend a new one to
 * my lists whose filter it matches. My lists are keyed by their filter, read back from
 * the key to decide whether a new note belongs in it.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { Note, NoteComment, NoteDetail, NoteList } from '../../../../contract/notes.ts';
import { writeQuery } from '../../../lib/query-write.ts';

export const noteFilterSchema = z.object({ q: z.string().optional(), course: z.string().optional() });
export type NoteFilter = z.infer<typeof noteFilterSchema>;

export type NotePages = InfiniteData<NoteList, string | undefined>;

export const noteKeys = {
  all: ['notes'] as const,
  lists: () => ['notes', 'list'] as const,
  mine: (filter: NoteFilter) => ['notes', 'list', 'mine', filter] as const,
  shared: () => ['notes', 'list', 'shared'] as const,
  detail: (noteId: string) => ['notes', 'detail', noteId] as const,
};

function mineFilterOfKey(key: QueryKey): NoteFilter | undefined {
  if (key[2] !== 'mine') return undefined;
  const parsed = noteFilterSchema.safeParse(key[3]);
  return parsed.success ? parsed.data : undefined;
}

const folded = (text: string) => text.trim().toLocaleLowerCase();

/** Whether `note` belongs in my list for `filter` (the server's rule: course exactly, q anywhere in title or body). */
export function noteMatchesFilter(note: Note, filter: NoteFilter): boolean {
  if (filter.course && folded(note.course ?? '') !== folded(filter.course)) return false;
  if (filter.q && !folded(`${note.title}\n${note.body}`).includes(folded(filter.q))) return false;
  return true;
}

type ListEntry = [QueryKey, NotePages | undefined];

function listEntries(queryClient: QueryClient): ListEntry[] {
  return queryClient.getQueriesData<NotePages>({ queryKey: noteKeys.lists() });
}

const holds = (data: NotePages | undefined, noteId: string) => !!data?.pages.some((page) => page.items.some((note) => note.id === noteId));

function mapLists(queryClient: QueryClient, noteId: string, map: (items: Note[]) => Note[]): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data || !holds(data, noteId)) continue;
    writeQuery<NotePages>(queryClient, key, { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) });
  }
}

/** A note's current state from any cached copy (lists first, then its page). */
export function findCachedNote(queryClient: QueryClient, noteId: string): Note | undefined {
  for (const [, data] of listEntries(queryClient)) {
    const found = data?.pages.flatMap((page) => page.items).find((note) => note.id === noteId);
    if (found) return found;
  }
  return queryClient.getQueryData<NoteDetail>(noteKeys.detail(noteId));
}

/** Applies `update` to the note wherever it is cached. */
export function updateCachedNote(queryClient: QueryClient, noteId: string, update: (note: Note) => Note): void {
  mapLists(queryClient, noteId, (items) => items.map((note) => (note.id === noteId ? update(note) : note)));
  writeQuery<NoteDetail>(queryClient, noteKeys.detail(noteId), (detail) => (detail ? { ...detail, ...update(detail) } : detail));
}

export function removeCachedNote(queryClient: QueryClient, noteId: string): void {
  mapLists(queryClient, noteId, (items) => items.filter((note) => note.id !== noteId));
}

/**
 * The server says the note is gone (deleted, or no longer shown to me): off every list and its
 * page's copy dropped, so neither shows again, offline included. Called once its page is no
 * longer shown (no one reads the page's copy any more).
 */
export function forgetCachedNote(queryClient: QueryClient, noteId: string): void {
  removeCachedNote(queryClient, noteId);
  queryClient.removeQueries({ queryKey: noteKeys.detail(noteId), exact: true });
}

/** Puts `note` in place of the stand-in `replacing`, or drops the stand-in if the note is already listed. */
export function replaceCachedNote(queryClient: QueryClient, replacing: string, note: Note): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data || !holds(data, replacing)) continue;
    const present = holds(data, note.id);
    const swap = (items: Note[]) => (present ? items.filter((item) => item.id !== replacing) : items.map((item) => (item.id === replacing ? note : item)));
    queryClient.setQueryData<NotePages>(key, { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) });
  }
}

/** Adds my new note to the top of each loaded list of mine whose filter it matches. */
export function prependCachedNote(queryClient: QueryClient, note: Note): void {
  for (const [key, data] of listEntries(queryClient)) {
    const filter = mineFilterOfKey(key);
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || !filter || !noteMatchesFilter(note, filter) || holds(data, note.id)) continue;
    queryClient.setQueryData<NotePages>(key, { ...data, pages: [{ ...first, items: [note, ...first.items] }, ...rest] });
  }
}

/** A new note, saved: first in my lists it belongs in, and its page ready to open. */
export function showSavedNote(queryClient: QueryClient, note: Note): void {
  prependCachedNote(queryClient, note);
  queryClient.setQueryData(noteKeys.detail(note.id), { ...note, comments: [] });
}

/** An edit, saved: the server's copy wherever the note is cached. */
export function settleSavedNote(queryClient: QueryClient, note: Note): void {
  updateCachedNote(queryClient, note.id, (current) => ({ ...current, ...note }));
  // A new title, body or course may move the note in or out of a searched list.
  void queryClient.invalidateQueries({ queryKey: noteKeys.lists(), refetchType: 'none' });
}

/** Every loaded list as it is now, to put back if an optimistic change fails. */
export function snapshotNoteLists(queryClient: QueryClient): ListEntry[] {
  return listEntries(queryClient);
}

export function restoreNoteLists(queryClient: QueryClient, snapshot: ListEntry[]): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Puts a comment first among its note's comments (newest first) and counts it, once. */
export function prependCachedNoteComment(queryClient: QueryClient, comment: NoteComment): void {
  const detail = queryClient.getQueryData<NoteDetail>(noteKeys.detail(comment.noteId));
  if (detail?.comments.some((item) => item.id === comment.id)) return;
  writeQuery<NoteDetail>(queryClient, noteKeys.detail(comment.noteId), (current) => (current ? { ...current, comments: [comment, ...current.comments] } : current));
  updateCachedNote(queryClient, comment.noteId, (note) => ({ ...note, commentsCount: note.commentsCount + 1 }));
}

/** Swaps a stand-in comment for the saved one, or takes it away (and uncounts it) when `next` is null. */
export function settleCachedNoteComment(queryClient: QueryClient, noteId: string, standInId: string, next: NoteComment | null): void {
  const detail = queryClient.getQueryData<NoteDetail>(noteKeys.detail(noteId));
  // The saved comment may have arrived first through the socket.
  const arrived = !!next && !!detail?.comments.some((item) => item.id === next.id);
  const swap = (comments: NoteComment[]) =>
    next && !arrived ? comments.map((item) => (item.id === standInId ? next : item)) : comments.filter((item) => item.id !== standInId);
  writeQuery<NoteDetail>(queryClient, noteKeys.detail(noteId), (current) => (current ? { ...current, comments: swap(current.comments) } : current));
  if (!next || arrived) updateCachedNote(queryClient, noteId, (note) => ({ ...note, commentsCount: Math.max(0, note.commentsCount - 1) }));
}

/** The courses of every note loaded so far, for suggestions. */
export function knownCourses(queryClient: QueryClient): string[] {
  const courses = listEntries(queryClient).flatMap(([, data]) => data?.pages.flatMap((page) => page.items.map((note) => note.course)) ?? []);
  return [...new Set(courses.filter((course): course is string => !!course))].sort((a, b) => a.localeCompare(b));
}
