/* The search page's address: /search?q=carlill&type=caseFlash. Both parts are optional. */
import { z } from 'zod';
import { SEARCH_QUERY_MAX, searchTypes } from '../../../../contract/address-limits.ts';

export const searchPageSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((q) => q.slice(0, SEARCH_QUERY_MAX) || undefined)
    .optional()
    .catch(undefined),
  type: z.enum(searchTypes).optional().catch(undefined),
});
export type SearchPageSearch = z.infer<typeof searchPageSearchSchema>;
