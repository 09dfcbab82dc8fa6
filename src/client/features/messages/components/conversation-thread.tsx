import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { UserSummary } from '../../../../contract/users.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsBlocked } from '../../../lib/blocks.ts';
import { useMe } from '../../../lib/me-context.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { retryRequest } from '../../../lib/outbox.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useMessages, type ChatItem } from '../api/get-messages.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import { newClientId, queueMessage, useQueuedMessages, useSendMessage } from '../api/send-message.ts';
import { BlockedNotice } from './blocked-notice.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { showConversation } from './open-conversations.ts';
import { useTypingNotifier, useTypingUser } from './use-typing.ts';

type ConversationThreadProps = {
  conversationId: string;
  other: UserSummary | undefined;
  autoFocus?: boolean;
};

/** The messages of one conversation, the typing indicator and the composer, or why there is none (a block); the page and the chat widget both use it. */
export function ConversationThread({ conversationId, other, autoFocus = false }: ConversationThreadProps) {
  const me = useMe();
  const messages = useMessages(conversationId);
  const conversation = useConversations().data?.pages.flatMap((page) => page.items).find((item) => item.id === conversationId);
  const unread = conversation?.unreadCount ?? 0;
  const { mutate: markRead } = useMarkConversationRead();
  const blockedByMe = useIsBlocked(other?.id);
  // The inbox says whether a block stands between us; a refused message says so too, should it come first.
  const [refused, setRefused] = useState(false);
  const readOnly = blockedByMe || refused || conversation?.blocked === true;
  const { mutate: send } = useSendMessage({
    mutationConfig: { onError: (error) => setRefused((before) => before || (isApiError(error, 403) && error.code === 'BLOCKED')) },
  });
  const queued = useQueuedMessages(conversationId, me, messages.data);
  const typingUserId = useTypingUser(conversationId);
  const notifyTyping = useTypingNotifier(conversationId);
  const { isSuccess, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  useEffect(() => showConversation(conversationId), [conversationId]);
  // Fetching the thread marks it read on the server; a thread shown from the cache is marked here.
  useEffect(() => {
    if (unread > 0 && isSuccess && !isFetching) markRead(conversationId);
  }, [unread, isSuccess, isFetching, conversationId, markRead]);

  const sendBody = (body: string) => {
    if (!navigator.onLine) return void queueMessage({ conversationId, body }).catch(() => toast.error(catalogue.error));
    send({ clientId: newClientId(), conversationId, body, sender: me, createdAt: new Date().toISOString() });
  };
  const retry = (item: ChatItem) => {
    if (item.local?.queuedId) void retryRequest(item.local.queuedId);
    else if (item.local) send({ clientId: item.local.clientId, conversationId, body: item.body, sender: item.sender, createdAt: item.createdAt });
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

  const items = [...[...messages.data.pages].reverse().flatMap((page) => page.items), ...queued];
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
      {readOnly ? (
        <BlockedNotice other={other} blockedByMe={blockedByMe} />
      ) : (
        <Composer conversationId={conversationId} onSend={sendBody} onTyping={notifyTyping} autoFocus={autoFocus} />
      )}
    </>
  );
}
