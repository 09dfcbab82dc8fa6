import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { answerPracticeResponseSchema, type AnswerPracticeBody, type Practice, type PracticeAnswer } from '../../../../contract/practice.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { practiceQueryOptions } from './get-practice.ts';
import { libraryKeys } from './keys.ts';

export type AnswerPracticeInput = { practiceId: string; answer: AnswerPracticeBody };

export function answerPractice({ practiceId, answer }: AnswerPracticeInput) {
  return callApi(endpoints.practice.answer, answerPracticeResponseSchema, { params: { id: practiceId }, json: answer });
}

type Context = { previous: Practice | undefined };

function withAnswer(practice: Practice, answer: PracticeAnswer): Practice {
  const others = practice.answers.filter((given) => given.questionId !== answer.questionId);
  return { ...practice, answers: [...others, answer] };
}

/** The server's copy of the practice, into the cache; undefined when it cannot be had either. */
async function fetchAfresh(queryClient: QueryClient, practiceId: string): Promise<Practice | undefined> {
  return queryClient.fetchQuery({ ...practiceQueryOptions(practiceId), staleTime: 0 }).catch(() => undefined);
}

/**
 * Keeps my answer in the practice at once; a failure puts the old one back. Untimed, the
 * answer comes back graded; in an exam it is only recorded.
 *
 * A 409 is settled by the server's copy of the practice. Finished (time up, or ended in
 * another tab), `onPracticeOver` runs. Still open, the question was answered already (a
 * second tap, another tab) and that copy now shows the kept answer: nothing failed.
 */
export function useAnswerPractice({
  mutationConfig,
  onPracticeOver,
}: { mutationConfig?: MutationConfig<typeof answerPractice, Context>; onPracticeOver?: (practiceId: string) => void } = {}) {
  const queryClient = useQueryClient();
  const { onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: answerPractice,
    onMutate: ({ practiceId, answer }): Context => {
      const key = libraryKeys.practice(practiceId);
      const previous = queryClient.getQueryData<Practice>(key);
      const given = { questionId: answer.questionId, answerIndex: answer.answerIndex ?? null, text: answer.text ?? null };
      if (previous) queryClient.setQueryData<Practice>(key, withAnswer(previous, given));
      return { previous };
    },
    onError: async (...args) => {
      const [error, { practiceId }, context] = args;
      const current = isApiError(error, 409) ? await fetchAfresh(queryClient, practiceId) : undefined;
      if (current && !current.finishedAt) return;
      if (!current && context?.previous) queryClient.setQueryData(libraryKeys.practice(practiceId), context.previous);
      toastFailure(error);
      if (current) onPracticeOver?.(practiceId);
      return onError?.(...args);
    },
  });
}
