/* Search's query keys: answers per query and type, and the device's recent searches per user. */
import type { SearchType } from '../../../../contract/search.ts';

export type SearchFilter = { q: string; type?: SearchType };

export const searchKeys = {
  all: ['search'] as const,
  results: (filter: SearchFilter) => [...searchKeys.all, 'results', filter] as const,
  recent: (userId: string) => [...searchKeys.all, 'recent', userId] as const,
};
