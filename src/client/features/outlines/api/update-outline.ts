import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { courseOutlineSchema, updateCourseOutlineBodySchema, type CourseOutline, type UpdateCourseOutlineBody } from '../../../../contract/outlines.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { findCachedOutline, putCachedOutline } from './outline-cache.ts';

/** `topics`, when sent, is the whole list in its new order. */
export type UpdateOutlineInput = { outlineId: string; changes: UpdateCourseOutlineBody };

export function updateOutline({ outlineId, changes }: UpdateOutlineInput) {
  return callApi(endpoints.outlines.update, courseOutlineSchema, { params: { id: outlineId }, json: changes });
}

type Context = { previous: CourseOutline | undefined };

/**
 * Shows the change everywhere at once (a ticked topic, a new order); the saved outline
 * settles it, a failure puts the old one back. Outline writes go out one at a time, in order,
 * so the last list sent is the one kept.
 */
export function useUpdateOutline({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateOutline, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateOutline,
    scope: { id: 'course-outlines' },
    onMutate: ({ outlineId, changes }): Context => {
      const previous = findCachedOutline(queryClient, outlineId);
      const parsed = updateCourseOutlineBodySchema.safeParse(changes);
      if (previous && parsed.success) putCachedOutline(queryClient, { ...previous, ...parsed.data });
      return { previous };
    },
    onError: (...args) => {
      const previous = args[2]?.previous;
      if (previous) putCachedOutline(queryClient, previous);
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      putCachedOutline(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
