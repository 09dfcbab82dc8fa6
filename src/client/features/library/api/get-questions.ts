import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { questionListSchema } from '../../../../contract/questions.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys, type QuestionFilter } from './keys.ts';

export const QUESTIONS_PAGE_SIZE = 20;

/** The bank, newest first, matching `filter`; each page also names the courses, topics and years present. */
export function getQuestions(filter: QuestionFilter, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.questions.list, questionListSchema, { searchParams: { ...filter, cursor, take: QUESTIONS_PAGE_SIZE }, signal });
}

export const questionsQueryOptions = (filter: QuestionFilter) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.questionList(filter),
    queryFn: ({ pageParam, signal }) => getQuestions(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While a new filter loads, the last results stay on screen. */
export function useQuestions(filter: QuestionFilter) {
  return useInfiniteQuery({ ...questionsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** The courses, topics and years in the bank (topics and years within `course`), for the filter pickers. */
export function useQuestionFacets(course: string | undefined) {
  const query = useInfiniteQuery({ ...questionsQueryOptions({ course }), placeholderData: keepPreviousData });
  return query.data?.pages[0]?.filters;
}
