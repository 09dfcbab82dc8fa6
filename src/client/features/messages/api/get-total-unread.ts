import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { totalUnreadSchema } from '../../../../contract/messaging.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export function getTotalUnread(signal?: AbortSignal) {
  return callApi(endpoints.messaging.totalUnread, totalUnreadSchema, { signal });
}

/** Unread messages over all my conversations; socket events keep it right between fetches. */
export const totalUnreadQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.totalUnread(),
    queryFn: ({ signal }) => getTotalUnread(signal),
  });

export function useTotalUnread() {
  return useQuery(totalUnreadQueryOptions());
}
