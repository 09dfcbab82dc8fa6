import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListDelete, type ListDeleteConfig } from './list-change.ts';

export function deleteQuestion(questionId: string) {
  return callApi(endpoints.questions.delete, deletedSchema, { params: { id: questionId } });
}

/** Its author or an admin takes a question out of the bank. */
export function useDeleteQuestion({ mutationConfig }: { mutationConfig?: ListDeleteConfig } = {}) {
  return useListDelete({ mutationFn: deleteQuestion, lists: libraryKeys.questionLists(), detail: libraryKeys.question, mutationConfig });
}
