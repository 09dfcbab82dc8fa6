import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { CourseOutlineList } from '../../../../contract/outlines.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { outlineKeys } from './keys.ts';
import { removeCachedOutline } from './outline-cache.ts';

export function deleteOutline(outlineId: string) {
  return callApi(endpoints.outlines.delete, deletedSchema, { params: { id: outlineId } });
}

type Context = { list: CourseOutlineList | undefined };

/** Takes the outline out of my list at once; a failure puts the list back. */
export function useDeleteOutline({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteOutline, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteOutline,
    onMutate: async (outlineId): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: outlineKeys.list() });
      const list = queryClient.getQueryData<CourseOutlineList>(outlineKeys.list());
      removeCachedOutline(queryClient, outlineId);
      return { list };
    },
    onError: (...args) => {
      const list = args[2]?.list;
      if (list) queryClient.setQueryData(outlineKeys.list(), list);
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      // The outline's page, still open, keeps its copy until it navigates away.
      queryClient.removeQueries({ queryKey: outlineKeys.detail(args[0].id), type: 'inactive' });
      toast.success(catalogue.content.courseOutlineDeleted);
      return onSuccess?.(...args);
    },
  });
}
