/* Where outlines live in the React Query cache (my list and each outline's page), and the edits mutations make there. */
import type { QueryClient } from '@tanstack/react-query';
import type { CourseOutline, CourseOutlineList } from '../../../../contract/outlines.ts';
import { outlineKeys } from './keys.ts';

export function findCachedOutline(queryClient: QueryClient, outlineId: string): CourseOutline | undefined {
  const listed = queryClient.getQueryData<CourseOutlineList>(outlineKeys.list())?.items.find((outline) => outline.id === outlineId);
  return listed ?? queryClient.getQueryData<CourseOutline>(outlineKeys.detail(outlineId));
}

const editList = (queryClient: QueryClient, edit: (items: CourseOutline[]) => CourseOutline[]) =>
  queryClient.setQueryData<CourseOutlineList>(outlineKeys.list(), (list) => (list ? { items: edit(list.items) } : list));

/** Puts this copy of the outline wherever it is cached. */
export function putCachedOutline(queryClient: QueryClient, outline: CourseOutline): void {
  editList(queryClient, (items) => items.map((item) => (item.id === outline.id ? outline : item)));
  queryClient.setQueryData<CourseOutline>(outlineKeys.detail(outline.id), (current) => (current ? outline : current));
}

/** Adds my new outline first in my list (newest first), or in place of the stand-in `replacing`. */
export function addCachedOutline(queryClient: QueryClient, outline: CourseOutline, replacing?: string): void {
  editList(queryClient, (items) => {
    const at = replacing ? items.findIndex((item) => item.id === replacing) : -1;
    if (at === -1) return [outline, ...items.filter((item) => item.id !== outline.id)];
    return items.flatMap((item, index) => (index === at ? [outline] : item.id === outline.id ? [] : [item]));
  });
}

export function removeCachedOutline(queryClient: QueryClient, outlineId: string): void {
  editList(queryClient, (items) => items.filter((item) => item.id !== outlineId));
}
