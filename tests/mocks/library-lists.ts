/* Paging and matching as the library's list endpoints do them. */
import { newestFirst, page } from './posts-handlers.ts';

export const folded = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** `course` matches the whole course, ignoring case; no filter matches everything. */
export const sameCourse = (course: string, filter: string | null) => !filter || folded(course) === folded(filter);

/** `q` within any of `texts`, ignoring case. */
export const containsWords = (texts: (string | null)[], q: string | null) => !q || texts.some((text) => folded(text).includes(folded(q)));

export function newestPage<T extends { id: string }>(items: T[], url: URL) {
  return page(newestFirst(items), url);
}

/** By title, as the server lists books and the catalogue, paged by the last id shown. */
export function byTitlePage<T extends { id: string; title: string }>(items: T[], url: URL) {
  const sorted = [...items].sort((a, b) => a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1));
  const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
  const cursor = url.searchParams.get('cursor');
  const start = cursor ? sorted.findIndex((item) => item.id === cursor) + 1 : 0;
  const slice = sorted.slice(start, start + take);
  return { items: slice, nextCursor: start + take < sorted.length ? (slice.at(-1)?.id ?? null) : null };
}
