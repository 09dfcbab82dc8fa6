import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueCourse } from '../../../../contract/catalogue.ts';
import { getCourses } from './get-courses.ts';
import { libraryKeys } from './keys.ts';

/** Every course of the catalogue (a few dozen), page after page, for course pickers. */
export async function getCourseOptions(signal?: AbortSignal): Promise<CatalogueCourse[]> {
  const courses: CatalogueCourse[] = [];
  let cursor: string | undefined;
  do {
    const page = await getCourses(undefined, cursor, signal);
    courses.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return courses;
}

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: libraryKeys.courseOptions(), queryFn: ({ signal }) => getCourseOptions(signal), staleTime: 10 * 60 * 1000 });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
