import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceResultSchema, type PracticeResult } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { practiceQueryOptions } from './get-practice.ts';
import { libraryKeys } from './keys.ts';

/**
 * A finished practice's result. The contract has no read of one result, but finishing a
 * finished practice changes nothing and answers its result; so it is asked for only once the
 * practice reads as finished (loadPracticeResult).
 */
export function getPracticeResult(practiceId: string, signal?: AbortSignal) {
  return callApi(endpoints.practice.finish, practiceResultSchema, { params: { id: practiceId }, signal });
}

export const practiceResultQueryOptions = (practiceId: string) =>
  queryOptions({ queryKey: libraryKeys.practiceResult(practiceId), queryFn: ({ signal }) => getPracticeResult(practiceId, signal), staleTime: Infinity });

/** The result for the result page, or null while the practice is still going (the page sends the reader back to it). */
export async function loadPracticeResult(queryClient: QueryClient, practiceId: string): Promise<PracticeResult | null> {
  const cached = queryClient.getQueryData(practiceResultQueryOptions(practiceId).queryKey);
  if (cached) return cached;
  const practice = await queryClient.fetchQuery(practiceQueryOptions(practiceId));
  if (!practice.finishedAt) return null;
  return queryClient.ensureQueryData(practiceResultQueryOptions(practiceId));
}

export function usePracticeResult(practiceId: string) {
  return useQuery(practiceResultQueryOptions(practiceId));
}
