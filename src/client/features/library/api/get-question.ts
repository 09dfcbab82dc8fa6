import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { questionSchema } from '../../../../contract/questions.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

export function getQuestion(questionId: string, signal?: AbortSignal) {
  return callApi(endpoints.questions.detail, questionSchema, { params: { id: questionId }, signal });
}

export const questionQueryOptions = (questionId: string) =>
  queryOptions({ queryKey: libraryKeys.question(questionId), queryFn: ({ signal }) => getQuestion(questionId, signal) });

export function useQuestion(questionId: string) {
  return useQuery(questionQueryOptions(questionId));
}
