import type { Conversation } from '../../../../contract/messaging.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { ConversationRow } from './conversation-row.tsx';

type ConversationListProps = {
  /** The chat widget opens conversations in place; the inbox links to their pages. */
  onOpen?: (conversationId: string) => void;
  /** Called once a conversation is deleted (optimistically, before the server answers). */
  onDeleted?: (conversationId: string) => void;
};

/** My conversations, latest activity first, with more loaded on scroll and delete behind a confirmation. */
export function ConversationList({ onOpen, onDeleted }: ConversationListProps) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const { ask, dialog } = useConfirm();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = conversations;
  const sentinel = useLoadMore<HTMLDivElement>(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage, { ahead: 200 });
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = (conversation: Conversation) =>
    ask(() => {
      remove.mutate(conversation.id);
      onDeleted?.(conversation.id);
    }, 'This conversation will be removed from your messages; the other person keeps it.');

  if (conversations.isPending) return <Spinner className="size-6" label="Loading conversations" />;
  if (conversations.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger-text">
        <p>Your conversations could not be loaded.</p>
        <Button variant="secondary" onClick={() => void conversations.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="text-sm text-muted">No conversations yet. Open someone’s profile and choose Message to start one.</p>;
  }

  return (
    <>
      <ul aria-label="Conversations" className="flex flex-col gap-1">
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} onOpen={onOpen} onDelete={confirmDelete} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel} className="mt-2">
          <Button variant="secondary" className="w-full" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more conversations
          </Button>
        </div>
      ) : null}
      {dialog}
    </>
  );
}
