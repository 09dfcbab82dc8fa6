import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { practiceSchema, type Practice, type StartPracticeBody } from '../../../../contract/practice.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { libraryKeys } from './keys.ts';

/** The new practice, or, when no question fits the filter, none and the server's sentence saying so. */
export type StartPracticeResult = { practice: Practice; noMatch?: never } | { practice: null; noMatch: string };

/**
 * Draws the questions. The server answers 404 when none match the filter (API.md): that is an
 * empty draw, not a failure, so it comes back as a result (`noMatch`) and never as an error.
 */
export async function startPractice(body: StartPracticeBody): Promise<StartPracticeResult> {
  try {
    return { practice: await callApi(endpoints.practice.start, practiceSchema, { json: body }) };
  } catch (error) {
    if (isApiError(error, 404) && error.fromServer && error.code === 'NOT_FOUND') return { practice: null, noMatch: error.message };
    throw error;
  }
}

/** Draws the questions; the new practice opens from the cache. */
export function useStartPractice({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startPractice> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: startPractice,
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const { practice } = args[0];
      if (practice) queryClient.setQueryData(libraryKeys.practice(practice.id), practice);
      return onSuccess?.(...args);
    },
  });
}
