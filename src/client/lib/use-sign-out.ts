/*
 * POST /auth/signOut, then the local session forgotten. Settings and the account menu of
 * the top bar both sign out, so it lives below the features.
 */
import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '../../contract/common.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { callApi } from './api-client.ts';
import { endSessionHere } from './session-ending.ts';
import { useLeaveSession } from './use-leave-session.ts';

export function signOut() {
  return callApi(endpoints.auth.signOut, messageSchema);
}

export function useSignOut() {
  const leave = useLeaveSession();
  // Whatever the server says, signing out must leave nothing behind on this device.
  return useMutation({ mutationFn: () => endSessionHere(signOut), onSettled: () => void leave('/sign-in') });
}
