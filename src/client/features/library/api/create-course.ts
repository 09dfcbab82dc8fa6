import { catalogueCourseSchema, type CreateCatalogueCourseBody } from '../../../../contract/catalogue.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { libraryKeys } from './keys.ts';
import { useListCreate } from './list-create.ts';

export function createCourse(body: CreateCatalogueCourseBody) {
  return callApi(endpoints.catalogue.create, catalogueCourseSchema, { json: body });
}

/** An admin adds a course to the catalogue (409 when its title is taken). */
export function useCreateCourse({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCourse> } = {}) {
  return useListCreate({ mutationFn: createCourse, lists: libraryKeys.courseLists(), detail: libraryKeys.course, mutationConfig });
}
