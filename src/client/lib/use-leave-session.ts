import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Forgets the session locally (store and its IndexedDB copy), leaves for a signed-out
 * page, then drops the cached server data. The signed-in layout shows a spinner for the
 * moment between the first two steps.
 */
export function useLeaveSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (to: '/sign-in' | '/sign-up' = '/sign-in') => {
      useSessionStore.getState().clearSession();
      await navigate({ to, replace: true });
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}
