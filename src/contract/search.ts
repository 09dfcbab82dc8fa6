/*
 * `GET /search`: one search box over everything the caller may see. Best match first
 * (titles weigh more than bodies), newer first on ties.
 */
import { z } from 'zod';
import { SEARCH_QUERY_MAX, searchTypes } from './address-limits.ts';

export { SEARCH_QUERY_MAX, searchTypes };
import { idSchema, isoDateSchema, pageQuerySchema, text } from './common.ts';

export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const SNIPPET_MAX = 240;

/**
 * Words match whole, ignoring case and accents; the last word of two or more characters also
 * matches as a prefix (`contr` finds "contract"). A `q` with no letters or digits finds nothing.
 * `cursor` is the previous answer's `nextCursor`.
 */
export const searchQuerySchema = pageQuerySchema.extend({
  q: text(1, SEARCH_QUERY_MAX),
  type: searchTypeSchema.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** `[start, end)` character offsets (UTF-16, as JavaScript strings count) of a matched word in `snippet`. */
export const highlightSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type Highlight = z.infer<typeof highlightSchema>;

export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: idSchema,
  title: z.string(),
  /** Plain text around the best match (never HTML); "…" marks text left out. */
  snippet: z.string().max(SNIPPET_MAX),
  highlights: z.array(highlightSchema),
  /** The app's path for the object (see searchHitPath). */
  url: z.string(),
  /** null for books and catalogue courses, which carry no date. */
  createdAt: isoDateSchema.nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * `counts` is how many hits of each type the caller may see, whatever `type` asks for: given on
 * the first page (no `cursor`), null on later pages. `nextCursor` is opaque; pages are keyset over
 * (relevance, date, id), so a page never repeats an earlier one's hit unless writes in between
 * moved its relevance.
 */
export const searchResultSchema = z.object({
  items: z.array(searchHitSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(searchTypeSchema, z.number().int().min(0)).nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const pathPrefixes: Record<SearchType, string> = {
  post: '/posts',
  note: '/notes',
  caseFlash: '/library/cases',
  question: '/library/questions',
  book: '/library/books',
  course: '/library/courses',
  user: '/profile',
  group: '/groups',
};

/** Where a hit opens in the app. */
export function searchHitPath(type: SearchType, id: string): string {
  return `${pathPrefixes[type]}/${encodeURIComponent(id)}`;
}
