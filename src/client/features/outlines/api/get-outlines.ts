import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { courseOutlineListSchema } from '../../../../contract/outlines.ts';
import { callApi } from '../../../lib/api-client.ts';
import { outlineKeys } from './keys.ts';

/** My course outlines, newest first. */
export function getOutlines(signal?: AbortSignal) {
  return callApi(endpoints.outlines.list, courseOutlineListSchema, { signal });
}

export const outlinesQueryOptions = () => queryOptions({ queryKey: outlineKeys.list(), queryFn: ({ signal }) => getOutlines(signal) });

export function useOutlines() {
  return useQuery(outlinesQueryOptions());
}
