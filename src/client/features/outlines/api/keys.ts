/* The course outlines area's query keys, for the queries and the cache edits alike. */
export const outlineKeys = {
  all: ['outlines'] as const,
  list: () => [...outlineKeys.all, 'list'] as const,
  detail: (outlineId: string) => [...outlineKeys.all, 'detail', outlineId] as const,
  /** The catalogue's courses, read here to start an outline from one. */
  catalogueCourses: () => [...outlineKeys.all, 'catalogue-courses'] as const,
};
