/*
 * Optimistic changes to listed library items: a delete takes the item out of every list at
 * once, an update (admins) shows the new fields everywhere at once; a failure puts every
 * list back as it was and says why.
 */
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { patchInLists, removeFromLists, restoreLists, snapshotLists, type ListSnapshot } from './list-cache.ts';

type Context = { snapshot: ListSnapshot };
type ChangeConfig<Data, Variables> = Omit<UseMutationOptions<Data, Error, Variables, Context>, 'mutationFn'>;

type ChangeOptions<Data, Variables> = {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The cache entries the change touches, to keep for a rollback. */
  touches: (variables: Variables) => QueryKey[];
  change: (variables: Variables) => void;
  settle: (data: Data) => void;
  mutationConfig?: ChangeConfig<Data, Variables>;
};

function useListChange<Data, Variables>({ mutationFn, touches, change, settle, mutationConfig }: ChangeOptions<Data, Variables>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onMutate: async (variables): Promise<Context> => {
      const keys = touches(variables);
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot = keys.flatMap((queryKey) => snapshotLists(queryClient, queryKey));
      change(variables);
      return { snapshot };
    },
    onError: (...args) => {
      const [error, , context] = args;
      if (context) restoreLists(queryClient, context.snapshot);
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      settle(args[0]);
      return onSuccess?.(...args);
    },
  });
}

/** Where an item is cached: the key prefix of its lists, and its own page's key. */
type Place = { lists: QueryKey; detail: (id: string) => QueryKey };

export type ListDeleteConfig = ChangeConfig<{ id: string }, string>;

export function useListDelete({ mutationFn, lists, detail, mutationConfig }: Place & { mutationFn: (id: string) => Promise<{ id: string }>; mutationConfig?: ListDeleteConfig }) {
  const queryClient = useQueryClient();
  return useListChange({
    mutationFn,
    touches: () => [lists],
    change: (id) => removeFromLists(queryClient, lists, id),
    // A page still open keeps its copy until it navigates away.
    settle: ({ id }) => queryClient.removeQueries({ queryKey: detail(id), type: 'inactive' }),
    mutationConfig,
  });
}

type Update<Changes> = { id: string; changes: Changes };
export type ListUpdateConfig<Item, Changes> = ChangeConfig<Item, Update<Changes>>;

export function useListUpdate<Item extends { id: string }, Changes extends Partial<Item>>({
  mutationFn,
  lists,
  detail,
  mutationConfig,
}: Place & { mutationFn: (update: Update<Changes>) => Promise<Item>; mutationConfig?: ListUpdateConfig<Item, Changes> }) {
  const queryClient = useQueryClient();
  const place = (id: string, patch: (item: Item) => Item) => {
    patchInLists<Item>(queryClient, lists, id, patch);
    queryClient.setQueryData<Item>(detail(id), (item) => (item ? patch(item) : item));
  };
  return useListChange({
    mutationFn,
    touches: ({ id }) => [lists, detail(id)],
    change: ({ id, changes }) => place(id, (item) => ({ ...item, ...changes })),
    settle: (saved) => {
      place(saved.id, () => saved);
      // A new title or course may move it within or out of a searched list.
      void queryClient.invalidateQueries({ queryKey: lists, refetchType: 'none' });
    },
    mutationConfig,
  });
}
