import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { topicListSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

/** The course list offered as group topics (GET /courses/). */
export function getTopics(signal?: AbortSignal) {
  return callApi(endpoints.courses.list, topicListSchema, { signal });
}

export const topicsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.topics(),
    queryFn: ({ signal }) => getTopics(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useTopics() {
  const query = useQuery(topicsQueryOptions());
  useLogError(query.error, 'loading the topics');
  return query;
}
