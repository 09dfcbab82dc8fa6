/* The study area's query keys, for the queries, the cache edits and the socket handlers alike. */
import type { StudySetFilter } from './set-cache.ts';

export const studyKeys = {
  all: ['study'] as const,
  today: () => [...studyKeys.all, 'today'] as const,
  lists: () => [...studyKeys.all, 'list'] as const,
  list: (filter: StudySetFilter) => [...studyKeys.lists(), filter] as const,
  detail: (setId: string) => [...studyKeys.all, 'detail', setId] as const,
  due: (setId: string) => [...studyKeys.all, 'due', setId] as const,
};
