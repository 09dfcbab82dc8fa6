import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseFlashSchema } from '../../../../contract/case-flashes.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

export function getCaseFlash(caseId: string, signal?: AbortSignal) {
  return callApi(endpoints.caseFlashes.detail, caseFlashSchema, { params: { id: caseId }, signal });
}

export const caseFlashQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: libraryKeys.caseFlash(caseId), queryFn: ({ signal }) => getCaseFlash(caseId, signal) });

export function useCaseFlash(caseId: string) {
  return useQuery(caseFlashQueryOptions(caseId));
}
