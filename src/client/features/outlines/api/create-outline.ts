import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { courseOutlineSchema, createCourseOutlineBodySchema, type CourseOutline, type CreateCourseOutlineBody } from '../../../../contract/outlines.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { addCachedOutline, removeCachedOutline } from './outline-cache.ts';
import { outlineKeys } from './keys.ts';

/** `standInId` (from optimisticId) names the outline shown until the server has saved it. */
export type CreateOutlineInput = { body: CreateCourseOutlineBody; standInId: string };

export function createOutline({ body }: CreateOutlineInput) {
  return callApi(endpoints.outlines.create, courseOutlineSchema, { json: body });
}

function standInOutline({ body, standInId }: CreateOutlineInput): CourseOutline | undefined {
  const parsed = createCourseOutlineBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const now = new Date().toISOString();
  return { id: standInId, ...parsed.data, createdAt: now, updatedAt: now };
}

/** Shows the outline first in my list at once; the saved one takes its place, or it goes on failure. */
export function useCreateOutline({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createOutline> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createOutline,
    onMutate: (input) => {
      const standIn = standInOutline(input);
      if (standIn) addCachedOutline(queryClient, standIn);
    },
    onError: (...args) => {
      removeCachedOutline(queryClient, args[1].standInId);
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [outline, { standInId }] = args;
      addCachedOutline(queryClient, outline, standInId);
      queryClient.setQueryData(outlineKeys.detail(outline.id), outline);
      // The spec shows the task text here, as given.
      toast.success(catalogue.content.courseOutlineCreated);
      return onSuccess?.(...args);
    },
  });
}
