import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { answerPracticeResponseSchema, type AnswerPracticeBody, type Practice, type PracticeAnswer } from '../../../../contract/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
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

/**
 * Keeps my answer in the practice at once; a failure puts the old one back. Untimed, the
 * answer comes back graded; in an exam it is only recorded (a 409 means time is up).
 */
export function useAnswerPractice({ mutationConfig }: { mutationConfig?: MutationConfig<typeof answerPractice, Context> } = {}) {
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
    onError: (...args) => {
      const [error, { practiceId }, context] = args;
      if (context?.previous) queryClient.setQueryData(libraryKeys.practice(practiceId), context.previous);
      toastFailure(error);
      return onError?.(...args);
    },
  });
}
