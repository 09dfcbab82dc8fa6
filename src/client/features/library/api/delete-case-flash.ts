import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListDelete, type ListDeleteConfig } from './list-change.ts';

export function deleteCaseFlash(caseId: string) {
  return callApi(endpoints.caseFlashes.delete, deletedSchema, { params: { id: caseId } });
}

/** Its author or an admin removes a case flash. */
export function useDeleteCaseFlash({ mutationConfig }: { mutationConfig?: ListDeleteConfig } = {}) {
  return useListDelete({ mutationFn: deleteCaseFlash, lists: libraryKeys.caseLists(), detail: libraryKeys.caseFlash, mutationConfig });
}
