import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { courseOutlineSchema } from '../../../../contract/outlines.ts';
import { callApi } from '../../../lib/api-client.ts';
import { outlineKeys } from './keys.ts';

/** One outline of mine; anyone else's is a 404. */
export function getOutline(outlineId: string, signal?: AbortSignal) {
  return callApi(endpoints.outlines.detail, courseOutlineSchema, { params: { id: outlineId }, signal });
}

export const outlineQueryOptions = (outlineId: string) =>
  queryOptions({ queryKey: outlineKeys.detail(outlineId), queryFn: ({ signal }) => getOutline(outlineId, signal) });

export function useOutline(outlineId: string) {
  return useQuery(outlineQueryOptions(outlineId));
}
