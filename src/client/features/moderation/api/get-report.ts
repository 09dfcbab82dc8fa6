import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { reportDetailSchema } from '../../../../contract/safety.ts';
import { callApi } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

/** One queue item with every action ever taken on its object (the audit history). */
export function getReport(id: string, signal?: AbortSignal) {
  return callApi(endpoints.safety.adminReport, reportDetailSchema, { params: { id }, signal });
}

export const reportQueryOptions = (id: string) => queryOptions({ queryKey: moderationKeys.detail(id), queryFn: ({ signal }) => getReport(id, signal) });

export function useReport(id: string, enabled: boolean) {
  return useQuery({ ...reportQueryOptions(id), enabled });
}
