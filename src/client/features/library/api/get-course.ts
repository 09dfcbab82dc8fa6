import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCourseSchema } from '../../../../contract/catalogue.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';

export function getCourse(courseId: string, signal?: AbortSignal) {
  return callApi(endpoints.catalogue.detail, catalogueCourseSchema, { params: { id: courseId }, signal });
}

export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: libraryKeys.course(courseId), queryFn: ({ signal }) => getCourse(courseId, signal) });

export function useCourse(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
