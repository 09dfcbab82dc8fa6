/* The task board's query keys, for the query and the cache edits alike. */
export const taskKeys = {
  all: ['tasks'] as const,
  board: () => [...taskKeys.all, 'board'] as const,
};
