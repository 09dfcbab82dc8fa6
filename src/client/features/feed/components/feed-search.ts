/* The feed's address: /feed?scope=following&tag=law. Both parts are optional. */
import { z } from 'zod';
import { postScopes } from '../../../../contract/address-limits.ts';
import type { PostScope } from '../../../../contract/posts.ts';
import type { PostFilter } from '../api/post-cache.ts';

export const feedSearchSchema = z.object({
  scope: z.enum(postScopes).optional().catch(undefined),
  tag: z
    .string()
    .trim()
    .max(100)
    .transform((tag) => tag.replace(/^#/, '') || undefined)
    .optional()
    .catch(undefined),
});
export type FeedSearch = z.infer<typeof feedSearchSchema>;

export function feedFilter(search: FeedSearch): PostFilter {
  return { scope: search.scope ?? 'all', hashtag: search.tag };
}

export const scopeLabels: Record<PostScope, string> = { all: 'All', following: 'Following', campus: 'My campus' };
