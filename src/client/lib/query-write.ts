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
