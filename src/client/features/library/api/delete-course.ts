import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys } from './keys.ts';
import { useListDelete, type ListDeleteConfig } from './list-change.ts';

export function deleteCourse(courseId: string) {
  return callApi(endpoints.catalogue.delete, deletedSchema, { params: { id: courseId } });
}

/** An admin removes a course from the catalogue. */
export function useDeleteCourse({ mutationConfig }: { mutationConfig?: ListDeleteConfig } = {}) {
  return useListDelete({ mutationFn: deleteCourse, lists: libraryKeys.courseLists(), detail: libraryKeys.course, mutationConfig });
}
