import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Sets a query's data as setQueryData does. A fetch of that query already under way (a
 * refetch, the next page) answers from before this change and would undo it when it lands,
 * so it is asked again instead: a message or post that arrives during a refetch stays.
 */
export function writeQuery<T>(queryClient: QueryClient, key: QueryKey, data: Updater<T | undefined, T | undefined>): void {
  queryClient.setQueryData<T>(key, data);
  if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') void queryClient.refetchQueries({ queryKey: key, exact: true });
}

/**
 * Before an optimistic change under `queryKeys`. A fetch there already under way answers from
 * before the change and, landing after it, would undo it until the next read. Those fetches
 * are stopped, at once (the data stays as it is), so the change can be written in the same
 * turn; the function returned asks for them again, to call once the change is saved or
 * refused, so what they were fetching for (a reconnection's catch-up, say) still comes.
 * A first load is left alone: there is nothing on screen it could undo.
 */
export function stopFetchesUnder(queryClient: QueryClient, ...queryKeys: QueryKey[]): () => void {
  const stopped = queryKeys
    .flatMap((queryKey) => queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' }))
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);
  // Cancelling takes effect before it returns; only its promise settles later.
  for (const key of stopped) void queryClient.cancelQueries({ queryKey: key, exact: true });
  return () => {
    for (const key of stopped) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  };
}
