import { caseFlashSchema, type CreateCaseFlashBody } from '../../../../contract/case-flashes.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { libraryKeys } from './keys.ts';
import { useListCreate } from './list-create.ts';

export function createCaseFlash(body: CreateCaseFlashBody) {
  return callApi(endpoints.caseFlashes.create, caseFlashSchema, { json: body });
}

/** Adds a case flash, with the spec's toast. */
export function useCreateCaseFlash({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCaseFlash> } = {}) {
  return useListCreate({
    mutationFn: createCaseFlash,
    lists: libraryKeys.caseLists(),
    detail: libraryKeys.caseFlash,
    created: catalogue.content.caseFlashCreated,
    mutationConfig,
  });
}
