import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceSchema } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

/** My practice: its questions without their answers, and the answers I gave. */
export function getPractice(practiceId: string, signal?: AbortSignal) {
  return callApi(endpoints.practice.detail, practiceSchema, { params: { id: practiceId }, signal });
}

export const practiceQueryOptions = (practiceId: string) =>
  queryOptions({ queryKey: libraryKeys.practice(practiceId), queryFn: ({ signal }) => getPractice(practiceId, signal) });

export function usePractice(practiceId: string) {
  return useQuery(practiceQueryOptions(practiceId));
}
