import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAKE_MAX } from '../../../../contract/common.ts';
import { catalogueListSchema } from '../../../../contract/catalogue.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { outlineKeys } from './keys.ts';

/** The catalogue's courses by title (one page, the most the API gives), to start an outline from their topics. */
export function getCatalogueCourses(signal?: AbortSignal) {
  return callApi(endpoints.catalogue.list, catalogueListSchema, { searchParams: { take: TAKE_MAX }, signal });
}

export const catalogueCoursesQueryOptions = () =>
  queryOptions({ queryKey: outlineKeys.catalogueCourses(), queryFn: ({ signal }) => getCatalogueCourses(signal), staleTime: 10 * 60_000 });

/** Read only while `enabled` (the new-outline form is open). */
export function useCatalogueCourses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...catalogueCoursesQueryOptions(), enabled });
}
