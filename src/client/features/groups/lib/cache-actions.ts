/*
 * Applies the pure updates in cache.ts to the query cache, on the keys the queries use. A fetch
 * under way when one is written is asked again (writeQuery): its answer is from before.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Group } from '../../../../contract/groups.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { groupDetailQueryOptions, type GroupDetailData } from '../api/get-group.ts';
import { groupsQueryOptions } from '../api/get-groups.ts';
import { groupKeys } from '../api/keys.ts';
import { dropGroup, patchDetailGroup, patchListGroup, upsertGroup } from './cache.ts';

type GroupList = { items: Group[] };

export function setGroupDetail(queryClient: QueryClient, groupId: string, update: (data: GroupDetailData) => GroupDetailData): void {
  writeQuery<GroupDetailData>(queryClient, groupDetailQueryOptions(groupId).queryKey, (data) => (data ? update(data) : data));
}

/** For events that name a message but not its group (comments, likes). */
export function setEveryGroupDetail(queryClient: QueryClient, update: (data: GroupDetailData) => GroupDetailData): void {
  for (const [key, data] of queryClient.getQueriesData<GroupDetailData>({ queryKey: groupKeys.details() })) {
    if (data) writeQuery<GroupDetailData>(queryClient, key, update(data));
  }
}

export function setGroupList(queryClient: QueryClient, update: (list: GroupList) => GroupList): void {
  writeQuery<GroupList>(queryClient, groupsQueryOptions().queryKey, (list) => (list ? update(list) : list));
}

/** Changes a group in its page and in my list alike. */
export function patchGroupEverywhere(queryClient: QueryClient, groupId: string, update: (group: Group) => Group): void {
  setGroupDetail(queryClient, groupId, (data) => patchDetailGroup(data, update));
  setGroupList(queryClient, (list) => patchListGroup(list, groupId, update));
}

/** A whole new version of a group (an update, or one I just joined). */
export function putGroup(queryClient: QueryClient, group: Group): void {
  setGroupDetail(queryClient, group.id, (data) => patchDetailGroup(data, () => group));
  setGroupList(queryClient, (list) => upsertGroup(list, group));
}

/** A group I am no longer in: out of my list, and its page data forgotten. */
export function forgetGroup(queryClient: QueryClient, groupId: string): void {
  setGroupList(queryClient, (list) => dropGroup(list, groupId));
  queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
}
