/* GET /institutions: used by sign-up and the profile form, so it lives below the features. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { institutionSchema, type Institution } from '../../contract/institutions.ts';
import { apiClient } from './api-client.ts';

const institutionsResponseSchema = z.object({ items: z.array(institutionSchema) });

export async function getInstitutions(): Promise<Institution[]> {
  const { items } = await apiClient.get('/institutions', institutionsResponseSchema);
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
