/*
 * The session as React Query sees it: GET /auth/validate-token, run once per page load
 * by the _authed guard. Kept below the features because several of them replace the
 * signed-in user after a change (profile, preferences, sign-in).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints.ts';
import type { Me } from '../../contract/users.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { callApi } from './api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

// The session's schema (and the user and auth schemas under it) loads beside the request, not with the app's first script.
const sessionSchema = () => import('../../contract/auth.ts').then((module) => module.validateTokenResponseSchema);

export async function validateToken(): Promise<{ user: Me }> {
  return callApi(endpoints.auth.validateToken, sessionSchema());
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: validateToken, staleTime: Number.POSITIVE_INFINITY, retry: false });

/** Makes `user` the signed-in user in the store and the cache. */
export function applySessionUser(queryClient: QueryClient, user: Me): void {
  useSessionStore.getState().setUser(user);
  queryClient.setQueryData(sessionQueryKey, { user });
}

/** Forgets the session locally: the store, its IndexedDB copy and every cached query. */
export function clearLocalSession(queryClient: QueryClient): void {
  useSessionStore.getState().clearSession();
  queryClient.clear();
}
