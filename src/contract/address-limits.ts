/*
 * The contract's limits and choices that the client checks an address against (routes'
 * `validateSearch`) before an area's code loads. Kept apart from the areas' schemas, which
 * cost CPU to build, so the app's first script does not carry them; the areas re-export these.
 */
export const postScopes = ['all', 'following', 'campus'] as const;

export const NOTE_COURSE_MAX = 120;

export const STUDY_SET_COURSE_MAX = 120;
export const STUDY_QUERY_MAX = 200;
export const studySetScopes = ['mine', 'public'] as const;

export const LIBRARY_COURSE_MAX = 120;
export const LIBRARY_SEARCH_MAX = 200;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
export const questionTypes = ['mcq', 'essay'] as const;

export const searchTypes = ['post', 'note', 'caseFlash', 'question', 'book', 'course', 'user', 'group'] as const;
export const SEARCH_QUERY_MAX = 200;

export const reportStatuses = ['open', 'resolved'] as const;
