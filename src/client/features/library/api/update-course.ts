import { catalogueCourseSchema, type CatalogueCourse, type UpdateCatalogueCourseBody } from '../../../../contract/catalogue.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListUpdate, type ListUpdateConfig } from './list-change.ts';

/** The fields sent, each already in its stored form. */
type CourseChanges = UpdateCatalogueCourseBody & Partial<CatalogueCourse>;

export function updateCourse({ id, changes }: { id: string; changes: CourseChanges }) {
  return callApi(endpoints.catalogue.update, catalogueCourseSchema, { params: { id }, json: changes });
}

/** An admin changes a catalogue course. */
export function useUpdateCourse({ mutationConfig }: { mutationConfig?: ListUpdateConfig<CatalogueCourse, CourseChanges> } = {}) {
  return useListUpdate({ mutationFn: updateCourse, lists: libraryKeys.courseLists(), detail: libraryKeys.course, mutationConfig });
}
