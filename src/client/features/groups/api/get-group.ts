import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupDetailSchema, type GroupDetail } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

/** The group with one page of messages (newest first); `cursor` asks for the page older than it. */
export function getGroup(groupId: string, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.groups.detail, groupDetailSchema, { params: { id: groupId }, searchParams: { cursor }, signal });
}

export type GroupDetailData = InfiniteData<GroupDetail>;

export const groupDetailQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ pageParam, signal }) => getGroup(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useGroupDetail(groupId: string) {
  const query = useInfiniteQuery(groupDetailQueryOptions(groupId));
  useLogError(query.error, 'loading the group');
  return query;
}
