import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { conversationSchema } from '../../../../contract/messaging.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { putFirst } from './message-cache.ts';

/** Opens the conversation with `participantId`: a new one (201) or the existing one for the pair (200). */
export function startConversation(participantId: string) {
  return callApi(endpoints.messaging.startConversation, conversationSchema, { json: { participantId } });
}

export function useStartConversation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof startConversation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: startConversation,
    onSuccess: (...args) => {
      putFirst(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
