/* The moderation queue's query keys, for the queries, the cache edits and the report:new handler alike. */
import type { ReportStatus } from '../../../../contract/safety.ts';

export const moderationKeys = {
  all: ['moderation'] as const,
  lists: () => [...moderationKeys.all, 'list'] as const,
  list: (status: ReportStatus) => [...moderationKeys.lists(), status] as const,
  detail: (id: string) => [...moderationKeys.all, 'detail', id] as const,
};
