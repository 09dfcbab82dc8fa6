import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastFailure } from '../../../lib/failure-toast.ts';

type ListCreateOptions<Body, Item> = {
  mutationFn: (body: Body) => Promise<Item>;
  /** The key prefix of the lists that may now hold the item. */
  lists: QueryKey;
  detail: (id: string) => QueryKey;
  /** The toast on success, when the spec has one. */
  created?: string;
  /** The failure toast's title; the generic one by default. */
  failed?: string;
  mutationConfig?: Omit<UseMutationOptions<Item, Error, Body>, 'mutationFn'>;
};

/**
 * Adding a library item. Its page needs the server's id, so nothing is shown before the
 * answer: then the item's page opens from the cache and its lists load afresh (where it
 * lands depends on the server's order and filters).
 */
export function useListCreate<Body, Item extends { id: string }>({ mutationFn, lists, detail, created, failed, mutationConfig }: ListCreateOptions<Body, Item>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onError: (...args) => {
      toastFailure(args[0], failed);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [item] = args;
      queryClient.setQueryData(detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: lists });
      if (created) toast.success(created);
      return onSuccess?.(...args);
    },
  });
}
