/*
 * The library's addresses: each list keeps its filters in the search params, validated
 * here, so a filtered list survives a reload and can be linked to (the search engineer's
 * hits and the course pages link in with them).
 */
import { z } from 'zod';
import { LIBRARY_COURSE_MAX, LIBRARY_SEARCH_MAX, YEAR_MAX, YEAR_MIN, questionTypes } from '../../../../contract/address-limits.ts';
import { optionalSearchInt, optionalSearchText } from '../../../lib/search-params.ts';
import type { CourseSearch, QuestionFilter } from '../api/keys.ts';

const course = optionalSearchText(LIBRARY_COURSE_MAX);
const q = optionalSearchText(LIBRARY_SEARCH_MAX);

/** /library/questions and /library/practice: course, topic, year, type, and words (the bank only). */
export const questionSearchSchema = z.object({
  course,
  topic: optionalSearchText(LIBRARY_COURSE_MAX),
  year: optionalSearchInt(YEAR_MIN, YEAR_MAX),
  type: z.enum(questionTypes).optional().catch(undefined),
  q,
});
export type QuestionSearch = z.infer<typeof questionSearchSchema>;

/** /library/cases and /library/books. */
export const courseSearchSchema = z.object({ course, q });

/** /library (the hub) and /library/courses. */
export const wordsSearchSchema = z.object({ q });

export const adminTabs = ['books', 'courses'] as const;
export type AdminTab = (typeof adminTabs)[number];
export const adminSearchSchema = z.object({ tab: z.enum(adminTabs).optional().catch(undefined) });

/** The filter without empty parts, so equal filters share one cache entry. */
export function questionFilterOf(search: QuestionSearch): QuestionFilter {
  const { course: c, topic, year, type, q: words } = search;
  return { course: c, topic, year, type, q: words };
}

export function courseSearchOf(search: CourseSearch): CourseSearch {
  return { course: search.course, q: search.q };
}
