import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { conversationsQueryOptions } from '../../features/messages/api/get-conversations.ts';
import { ConversationPage } from '../../features/messages/components/conversation-page.tsx';

const paramsSchema = z.object({ conversationId: idSchema });

export const Route = createFileRoute('/_authed/messages/$conversationId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  // The inbox names the other person; the thread itself loads in the page (its errors show there).
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(conversationsQueryOptions());
  },
  component: ConversationRoute,
});

function ConversationRoute() {
  const { conversationId } = Route.useParams();
  return <ConversationPage conversationId={conversationId} />;
}
