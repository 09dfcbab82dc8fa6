/* GET /institutions: used by sign-up and the profile form, so it lives below the features. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints.ts';
import { institutionListSchema, type Institution } from '../../contract/institutions.ts';
import { callApi } from './api-client.ts';

export async function getInstitutions(): Promise<Institution[]> {
  const { items } = await callApi(endpoints.institutions.list, institutionListSchema);
  return items;
}

export const institutionsQueryOptions = () =>
  queryOptions({ queryKey: ['institutions'], queryFn: getInstitutions, staleTime: Number.POSITIVE_INFINITY });

export function useInstitutions() {
  return useQuery(institutionsQueryOptions());
}

export function groupInstitutions(items: Institution[]) {
  return {
    universities: items.filter((item) => item.kind === 'university'),
    campuses: items.filter((item) => item.kind === 'campus'),
  };
}
