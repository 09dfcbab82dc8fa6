/*
 * The study sets' address: /study/sets?view=public&q=tort&course=Land%20Law, each part optional.
 * (`view`, not the API's `scope`: the feed reads `scope` from any page's address.)
 */
import { z } from 'zod';
import { STUDY_QUERY_MAX, STUDY_SET_COURSE_MAX, studySetScopes } from '../../../../contract/address-limits.ts';
import type { StudySetFilter } from '../api/set-cache.ts';

export const studySetsSearchSchema = z.object({
  view: z.enum(studySetScopes).optional().catch(undefined),
  q: z.string().trim().max(STUDY_QUERY_MAX).optional().catch(undefined),
  course: z.string().trim().max(STUDY_SET_COURSE_MAX).optional().catch(undefined),
});
export type StudySetsSearch = z.infer<typeof studySetsSearchSchema>;

export function setsFilter(search: StudySetsSearch): StudySetFilter {
  return { scope: search.view ?? 'mine', q: search.q || undefined, course: search.course || undefined };
}
