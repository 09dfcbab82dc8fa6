import { endpoints } from '../../../../contract/endpoints.ts';
import { questionSchema, type CreateQuestionBody } from '../../../../contract/questions.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { libraryKeys } from './keys.ts';
import { useListCreate } from './list-create.ts';

export function createQuestion(body: CreateQuestionBody) {
  return callApi(endpoints.questions.create, questionSchema, { json: body });
}

/** Adds a question to the bank; the lists (and the courses, topics and years they offer) load afresh. */
export function useCreateQuestion({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createQuestion> } = {}) {
  return useListCreate({
    mutationFn: createQuestion,
    lists: libraryKeys.questionLists(),
    detail: libraryKeys.question,
    failed: catalogue.content.questionBankFailed,
    mutationConfig,
  });
}
