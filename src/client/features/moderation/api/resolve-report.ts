import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { reportDetailSchema, type ModerationAction, type ReportList, type ResolveReportBody } from '../../../../contract/safety.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { moderationKeys } from './keys.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';

export type ResolveInput = ResolveReportBody & { id: string };

export function resolveReport({ id, ...body }: ResolveInput) {
  return callApi(endpoints.safety.resolveReport, reportDetailSchema, { params: { id }, json: body });
}

export const actionDone: Record<ModerationAction, string> = {
  dismiss: 'Reports dismissed.',
  removeContent: 'Content removed.',
  suspendUser: 'Account suspended.',
  liftSuspension: 'Suspension lifted.',
};

type Snapshot = [readonly unknown[], InfiniteData<ReportList> | undefined][];

/**
 * Acts on a queue item. Dismissing, removing or suspending takes it off the open queue at
 * once (back on failure); lifting a suspension changes only its subject. Both lists and
 * the item's history are refetched after.
 */
export function useResolveReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resolveReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: resolveReport,
    onMutate: async ({ id, action }) => {
      if (action === 'liftSuspension') return { snapshot: [] as Snapshot };
      await queryClient.cancelQueries({ queryKey: moderationKeys.list('open') });
      const snapshot: Snapshot = queryClient.getQueriesData<InfiniteData<ReportList>>({ queryKey: moderationKeys.list('open') });
      queryClient.setQueriesData<InfiniteData<ReportList>>({ queryKey: moderationKeys.list('open') }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) } : data,
      );
      return { snapshot };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toastFailure(error, catalogue.error, 'The action could not be taken. Please try again.');
    },
    onSuccess: (...args) => {
      const [detail, { action }] = args;
      queryClient.setQueryData(moderationKeys.detail(detail.id), detail);
      toast.success(actionDone[action]);
      return onSuccess?.(...args);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
  });
}
