/*
 * POST /auth/signOut, then the local session forgotten. Settings and the account menu of
 * the top bar both sign out, so it lives below the features. Only the server can end the
 * session (its cookie is httpOnly): offline, forgetting the user here would leave the next
 * person on this phone signed in as them, so the student stays signed in and is told why.
 * What waits in the outbox is sent first; what still cannot go (refused, or the server busy)
 * would be dropped with the session, so the student confirms that first (the account menu,
 * in the top bar of every signed-in page, shows the question: see useUnsentConfirmation).
 */
import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { messageSchema } from '../../contract/common.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { callApi, isApiError } from './api-client.ts';
import { catalogue } from './catalogue.ts';
import { toastFailure } from './failure-toast.ts';
import { discardAllRequests, peekOutbox, sendWaitingRequests } from './outbox.ts';
import { endSessionHere } from './session-ending.ts';
import { useLeaveSession } from './use-leave-session.ts';

const OFFLINE_SIGN_OUT = 'You’re offline. Connect to the internet to sign out.';

export function signOut() {
  return callApi(endpoints.auth.signOut, messageSchema);
}

type UnsentQuestion = { count: number; answer: (signOut: boolean) => void };

let question: UnsentQuestion | null = null;
const questionListeners = new Set<() => void>();

function ask(next: UnsentQuestion | null): void {
  question = next;
  questionListeners.forEach((listener) => listener());
}

function subscribeQuestion(listener: () => void): () => void {
  questionListeners.add(listener);
  return () => {
    questionListeners.delete(listener);
  };
}

/** Whether to sign out though `count` writes were not sent (they go with the session). */
function confirmDroppingUnsent(count: number): Promise<boolean> {
  // Nothing shows the question (no signed-in layout): the sign-out goes on, as it always did.
  if (questionListeners.size === 0) return Promise.resolve(true);
  return new Promise((answer) => ask({ count, answer }));
}

/** The question a sign-out asks while writes wait unsent: how many, and the answer to give. */
export function useUnsentConfirmation(): { count: number | null; answer: (signOut: boolean) => void } {
  const current = useSyncExternalStore(subscribeQuestion, () => question);
  return {
    count: current?.count ?? null,
    answer: (signOut) => {
      // Answered once: the dialog also reports its closing after Yes.
      if (!current || question !== current) return;
      ask(null);
      current.answer(signOut);
    },
  };
}

async function signOutHere(): Promise<'signed-out' | 'kept' | 'offline'> {
  if (!navigator.onLine) return 'offline';
  await sendWaitingRequests();
  const unsent = peekOutbox().length;
  if (unsent > 0 && !(await confirmDroppingUnsent(unsent))) return 'kept';
  try {
    await endSessionHere(signOut);
  } catch (error) {
    // No answer: the server's session is still there.
    if (isApiError(error, 0)) return 'offline';
    throw error;
  }
  await discardAllRequests();
  return 'signed-out';
}

export function useSignOut() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: signOutHere,
    onSuccess: (outcome) => {
      if (outcome === 'signed-out') void leave('/sign-in');
      if (outcome === 'offline') toast.error(OFFLINE_SIGN_OUT);
    },
    onError: (error) => {
      // 401: the session had already ended on the server; anything else leaves it running.
      if (isApiError(error, 401)) void leave('/sign-in');
      else toastFailure(error, catalogue.error, 'You are still signed in. Please try again.');
    },
  });
}
