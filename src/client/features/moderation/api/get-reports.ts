import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { reportListSchema, type ReportStatus } from '../../../../contract/safety.ts';
import { callApi } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export const REPORTS_PAGE_SIZE = 20;

/** The queue (open) or what was done (resolved): one item per reported object, the oldest open first. */
export function getReports(status: ReportStatus, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.safety.adminReports, reportListSchema, { searchParams: { status, cursor, take: REPORTS_PAGE_SIZE }, signal });
}

export const reportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.list(status),
    queryFn: ({ pageParam, signal }) => getReports(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}

/** The nav badge: open queue items on the first page ("20+" past it); report:new refetches it. */
export function useOpenReportsCount(enabled: boolean): { count: number; more: boolean } {
  const { data } = useInfiniteQuery({
    ...reportsQueryOptions('open'),
    enabled,
    select: (pages) => ({ count: pages.pages[0]?.items.length ?? 0, more: Boolean(pages.pages[0]?.nextCursor) }),
  });
  return data ?? { count: 0, more: false };
}
