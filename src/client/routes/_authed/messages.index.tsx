import { createFileRoute } from '@tanstack/react-router';
import { conversationsQueryOptions } from '../../features/messages/api/get-conversations.ts';
import { InboxPage } from '../../features/messages/components/inbox-page.tsx';

export const Route = createFileRoute('/_authed/messages/')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(conversationsQueryOptions()),
  component: InboxPage,
});
