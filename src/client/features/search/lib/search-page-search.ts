/* The search page's address: /search?q=carlill&type=caseFlash. Both parts are optional. */
import { z } from 'zod';
import { SEARCH_QUERY_MAX, searchTypeSchema } from '../../../../contract/search.ts';

export const searchPageSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, SEARCH_QUERY_MAX) || undefined)
    .optional()
    .catch(undefined),
  type: searchTypeSchema.optional().catch(undefined),
});
export type SearchPageSearch = z.infer<typeof searchPageSearchSchema>;
