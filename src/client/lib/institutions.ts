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

/** The university a campus belongs to: its name begins with the university's short name ("GIMPA Campus" of GIMPA). */
function universityOf(campus: Institution, universities: Institution[]): Institution | undefined {
  return universities.find((university) => campus.name.startsWith(`${university.shortName} `));
}

export type InstitutionGroup = { label: string; items: Institution[] };

/**
 * The choices as the select shows them: each university that has campuses heads a group
 * of its own with its campuses under it (so "GIMPA Campus" sits with GIMPA, not beside a
 * near-duplicate), the other universities together, and campuses of no listed university last.
 */
export function groupInstitutions(items: Institution[]): InstitutionGroup[] {
  const universities = items.filter((item) => item.kind === 'university');
  const campuses = items.filter((item) => item.kind === 'campus');
  const campusesOf = new Map<number, Institution[]>();
  const orphans: Institution[] = [];
  for (const campus of campuses) {
    const university = universityOf(campus, universities);
    if (university) campusesOf.set(university.id, [...(campusesOf.get(university.id) ?? []), campus]);
    else orphans.push(campus);
  }
  const withCampuses = universities.filter((university) => campusesOf.has(university.id));
  const groups: InstitutionGroup[] = [{ label: 'Universities', items: universities.filter((university) => !campusesOf.has(university.id)) }];
  for (const university of withCampuses) {
    groups.push({ label: `${university.shortName} and its campuses`, items: [university, ...(campusesOf.get(university.id) ?? [])] });
  }
  if (orphans.length > 0) groups.push({ label: 'Other campuses', items: orphans });
  return groups.filter((group) => group.items.length > 0);
}
