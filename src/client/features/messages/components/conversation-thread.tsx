import { useEffect } from 'react';
import type { UserSummary } from '../../../../contract/users.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useMessages, type ChatItem } from '../api/get-messages.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { showConversation } from './open-conversations.ts';
import { useTypingNotifier, useTypingUser } from './use-typing.ts';

type ConversationThreadProps = {
  conversationId: string;
  other: UserSummary | undefined;
  autoFocus?: boolean;
};

function newClientId(): string {
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The messages of one conversation, the typing indicator and the composer (the page and the chat widget both use it). */
export function ConversationThread({ conversationId, other, autoFocus = false }: ConversationThreadProps) {
  const me = useMe();
  const messages = useMessages(conversationId);
  const unread = useConversations().data?.pages.flatMap((page) => page.items).find((item) => item.id === conversationId)?.unreadCount ?? 0;
  const { mutate: markRead } = useMarkConversationRead();
  const { mutate: send } = useSendMessage();
  const typingUserId = useTypingUser(conversationId);
  const notifyTyping = useTypingNotifier(conversationId);
  const { isSuccess, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  useEffect(() => showConversation(conversationId), [conversationId]);
  // Fetching the thread marks it read on the server; a thread shown from the cache is marked here.
  useEffect(() => {
    if (unread > 0 && isSuccess && !isFetching) markRead(conversationId);
  }, [unread, isSuccess, isFetching, conversationId, markRead]);

  const sendBody = (body: string) =>
    send({ clientId: newClientId(), conversationId, body, sender: me, createdAt: new Date().toISOString() });
  const retry = (item: ChatItem) => {
    if (item.local) send({ clientId: item.local.clientId, conversationId, body: item.body, sender: item.sender, createdAt: item.createdAt });
  };

  if (messages.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner className="size-6" label="Loading messages" />
      </div>
    );
  }
  if (messages.isError) {
    return (
      <p role="alert" className="flex flex-1 items-center justify-center p-6 text-center text-sm text-danger-text">
        {isApiError(messages.error, 404) ? 'This conversation does not exist or was deleted.' : 'The messages could not be loaded.'}
      </p>
    );
  }

  const items = [...messages.data.pages].reverse().flatMap((page) => page.items);
  const otherName = other?.name ?? 'Someone';
  return (
    <>
      <MessageList
        label={other ? `Conversation with ${other.name}` : 'Conversation'}
        items={items}
        meId={me.id}
        hasOlder={hasNextPage}
        loadingOlder={isFetchingNextPage}
        onLoadOlder={() => void fetchNextPage()}
        onRetry={retry}
      />
      <p aria-live="polite" className="min-h-6 px-4 text-sm text-muted italic">
        {typingUserId ? `${typingUserId === other?.id ? otherName : 'Someone'} is typing…` : ''}
      </p>
      <Composer onSend={sendBody} onTyping={notifyTyping} autoFocus={autoFocus} />
    </>
  );
}
