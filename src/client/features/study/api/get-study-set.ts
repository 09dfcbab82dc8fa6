import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { studySetDetailSchema } from '../../../../contract/study.ts';
import { callApi } from '../../../lib/api-client.ts';
import { studyKeys } from './keys.ts';

/** One set with all its cards by position, each with my due and schedule; a set I may not see is a 404. */
export function getStudySet(setId: string, signal?: AbortSignal) {
  return callApi(endpoints.studySets.detail, studySetDetailSchema, { params: { id: setId }, signal });
}

export const studySetQueryOptions = (setId: string) => queryOptions({ queryKey: studyKeys.detail(setId), queryFn: ({ signal }) => getStudySet(setId, signal) });

export function useStudySet(setId: string) {
  return useQuery(studySetQueryOptions(setId));
}
