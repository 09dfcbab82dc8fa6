/*
 * Where study sets live in the React Query cache (the lists, each set's page, today's queue),
 * and the edits mutations and socket handlers make to them: patch a set wherever it appears,
 * remove it, put a new one at the top of the lists it belongs in, count a card off as studied.
 * Lists are keyed by their filter, read back from the key to decide where a new set belongs.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { studySetScopes, type StudySet, type StudySetDetail, type StudySetList, type StudyToday } from '../../../../contract/study.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder, writeQuery } from '../../../lib/query-write.ts';
import { studyKeys } from './keys.ts';

export const studySetFilterSchema = z.object({ scope: z.enum(studySetScopes), q: z.string().optional(), course: z.string().optional() });
export type StudySetFilter = z.infer<typeof studySetFilterSchema>;

export type StudySetPages = InfiniteData<StudySetList, string | undefined>;

const folded = (text: string) => text.trim().toLocaleLowerCase();

/** Whether `set` (mine) belongs in the list for `filter`: the server's rule, course whole and q in the title or description. */
function setMatchesFilter(set: StudySet, filter: StudySetFilter): boolean {
  if (filter.scope === 'public' && set.visibility !== 'public') return false;
  if (filter.course && folded(set.course ?? '') !== folded(filter.course)) return false;
  return !filter.q || folded(`${set.title}\n${set.description}`).includes(folded(filter.q));
}

function filterOfKey(key: QueryKey): StudySetFilter | undefined {
  const parsed = studySetFilterSchema.safeParse(key[2]);
  return parsed.success ? parsed.data : undefined;
}

type ListEntry = [QueryKey, StudySetPages | undefined];

const listEntries = (queryClient: QueryClient): ListEntry[] => queryClient.getQueriesData<StudySetPages>({ queryKey: studyKeys.lists() });

const mapPages = (data: StudySetPages, map: (items: StudySet[]) => StudySet[]): StudySetPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, items: map(page.items) })),
});

/** A set's current state from any cached copy (its page first, then the lists). */
export function findCachedSet(queryClient: QueryClient, setId: string): StudySet | undefined {
  const detail = queryClient.getQueryData<StudySetDetail>(studyKeys.detail(setId));
  if (detail) return detail;
  for (const [, data] of listEntries(queryClient)) {
    const found = data?.pages.flatMap((page) => page.items).find((set) => set.id === setId);
    if (found) return found;
  }
  return undefined;
}

/** Applies `update` to the set wherever it is cached. */
export function updateCachedSet(queryClient: QueryClient, setId: string, update: (set: StudySet) => StudySet): void {
  const map = (items: StudySet[]) => items.map((set) => (set.id === setId ? update(set) : set));
  for (const [key, data] of listEntries(queryClient)) {
    if (data) writeQuery<StudySetPages>(queryClient, key, mapPages(data, map));
  }
  writeQuery<StudySetDetail>(queryClient, studyKeys.detail(setId), (detail) => (detail ? { ...detail, ...update(detail) } : detail));
  writeQuery<StudyToday>(queryClient, studyKeys.today(), (today) =>
    today ? { ...today, sets: today.sets.map((entry) => (entry.studySet.id === setId ? { ...entry, studySet: update(entry.studySet) } : entry)) } : today,
  );
}

/** Takes the set out of every list and out of today's queue. */
export function removeCachedSet(queryClient: QueryClient, setId: string): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (data) writeQuery<StudySetPages>(queryClient, key, mapPages(data, (items) => items.filter((set) => set.id !== setId)));
  }
  writeQuery<StudyToday>(queryClient, studyKeys.today(), (today) => {
    const gone = today?.sets.find((entry) => entry.studySet.id === setId);
    if (!today || !gone) return today;
    return { ...today, dueTotal: Math.max(0, today.dueTotal - gone.dueCount), sets: today.sets.filter((entry) => entry !== gone) };
  });
}

/** Adds my new set to the top of each loaded list whose filter it matches, and to today's queue when it has cards. */
export function prependCachedSet(queryClient: QueryClient, set: StudySet): void {
  for (const [key, data] of listEntries(queryClient)) {
    const filter = filterOfKey(key);
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || !filter || !setMatchesFilter(set, filter)) continue;
    if (data.pages.some((page) => page.items.some((item) => item.id === set.id))) continue;
    writeQuery<StudySetPages>(queryClient, key, { ...data, pages: [{ ...first, items: [set, ...first.items] }, ...rest] });
  }
  // Where it goes among the others is the server's to say.
  if (set.dueCount > 0) void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
}

/** Counts one card of the set as no longer due, wherever the set's counts are cached. */
export function countCardStudied(queryClient: QueryClient, setId: string): void {
  updateCachedSet(queryClient, setId, (set) => ({ ...set, dueCount: Math.max(0, set.dueCount - 1) }));
  const today = queryClient.getQueryData<StudyToday>(studyKeys.today());
  const entry = today?.sets.find((item) => item.studySet.id === setId);
  if (!today || !entry) return;
  const dueCount = entry.dueCount - 1;
  const sets = dueCount > 0 ? today.sets.map((item) => (item === entry ? { ...item, dueCount } : item)) : today.sets.filter((item) => item !== entry);
  const dueTotal = Math.max(0, today.dueTotal - 1);
  writeQuery<StudyToday>(queryClient, studyKeys.today(), { ...today, dueTotal, sets });
  // When the next card comes due, only the server knows.
  if (dueTotal === 0) void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
}

/**
 * Everything cached in the study area before an optimistic change, to put back if it fails.
 * Fetches under way are stopped first (their answers are from before the change);
 * `fetchAgain`, once the change is saved or refused, asks for them again.
 */
export type Rollback = { snapshot: [QueryKey, unknown][]; fetchAgain: () => void };

export function keepRollback(queryClient: QueryClient): Rollback {
  const fetchAgain = stopFetchesUnder(queryClient, studyKeys.all);
  return { snapshot: queryClient.getQueriesData({ queryKey: studyKeys.all }), fetchAgain };
}

/** A failed optimistic change: the cache as it was, and the failure toast with the server's sentence. */
export function rollBack(queryClient: QueryClient, rollback: Rollback | undefined, error: unknown): void {
  for (const [key, data] of rollback?.snapshot ?? []) queryClient.setQueryData(key, data);
  rollback?.fetchAgain();
  toastFailure(error);
}

/** The courses of every set loaded so far, for suggestions. */
export function knownCourses(queryClient: QueryClient): string[] {
  const courses = listEntries(queryClient).flatMap(([, data]) => data?.pages.flatMap((page) => page.items.map((set) => set.course)) ?? []);
  return [...new Set(courses.filter((course): course is string => !!course))].sort((a, b) => a.localeCompare(b));
}
