/*
 * Leaving a group or deleting it myself: the server also tells me by socket, and that
 * event may come before or after my own request's answer. While my request runs the
 * realtime handler stands back (the request's own toast and navigation speak for it);
 * once it is done I have already left the group's pages.
 */
import type { QueryClient } from '@tanstack/react-query';

export const departureMutationKey = ['groups', 'departure'] as const;

function departingFrom(variables: unknown): string | undefined {
  if (typeof variables === 'string') return variables;
  if (variables && typeof variables === 'object' && 'groupId' in variables && 'self' in variables && variables.self === true) {
    return typeof variables.groupId === 'string' ? variables.groupId : undefined;
  }
  return undefined;
}

/** True while my own request to leave or delete this group is running. */
export function isDeparting(queryClient: QueryClient, groupId: string): boolean {
  return queryClient.isMutating({ mutationKey: departureMutationKey, predicate: (mutation) => departingFrom(mutation.state.variables) === groupId }) > 0;
}
