import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studyTodaySchema } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { studyKeys } from './keys.ts';

/** Every set with a card due for me now, most due first, and when the next comes due if none is. */
export function getToday(signal?: AbortSignal) {
  return callApi(endpoints.studySets.today, studyTodaySchema, { signal });
}

export const todayQueryOptions = () => queryOptions({ queryKey: studyKeys.today(), queryFn: ({ signal }) => getToday(signal) });

export function useToday() {
  return useQuery(todayQueryOptions());
}
