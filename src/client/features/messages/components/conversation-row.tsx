import { Link } from '@tanstack/react-router';
import type { Conversation } from '../../../../contract/messaging.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { formatChatListTime } from '../../../lib/dates.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { otherParticipant } from './participants.ts';

type ConversationRowProps = {
  conversation: Conversation;
  /** Given in the chat widget: opens the conversation in place instead of going to its page. */
  onOpen?: (conversationId: string) => void;
  onDelete?: (conversation: Conversation) => void;
};

const rowClass =
  'flex min-h-16 min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-muted-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-text';

/** One conversation in a list: who, online or not, the last message, when, and how many are unread. */
export function ConversationRow({ conversation, onOpen, onDelete }: ConversationRowProps) {
  const me = useMe();
  const other = otherParticipant(conversation.participants, me.id);
  const name = other?.name ?? 'Conversation';
  const online = useSessionStore((state) => (other ? state.onlineUsers.some((user) => user.id === other.id) : false));
  const { lastMessage, unreadCount } = conversation;
  const preview = lastMessage ? `${lastMessage.sender.id === me.id ? 'You: ' : ''}${lastMessage.body}` : 'No messages yet';
  const unread = unreadCount > 0;

  const body = (
    <>
      <span className="relative shrink-0">
        <Avatar name={name} url={other?.avatarUrl ?? null} />
        {online ? <span aria-hidden="true" className="absolute right-0 bottom-0 size-3.5 rounded-full border-2 border-surface bg-green-600" /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span className={`min-w-0 flex-1 truncate text-fg ${unread ? 'font-bold' : 'font-medium'}`}>{name}</span>
          {online ? <span className="sr-only">(online)</span> : null}
          <time dateTime={lastMessage?.createdAt ?? conversation.updatedAt} className="shrink-0 text-xs text-muted">
            {formatChatListTime(lastMessage?.createdAt ?? conversation.updatedAt)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-semibold text-fg' : 'text-muted'}`}>{preview}</span>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-on-primary">
              <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
              <span className="sr-only">{`, ${unreadCount} unread`}</span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );

  return (
    <div className="flex items-center gap-1">
      {onOpen ? (
        <button type="button" className={rowClass} onClick={() => onOpen(conversation.id)}>
          {body}
        </button>
      ) : (
        <Link to="/messages/$conversationId" params={{ conversationId: conversation.id }} className={rowClass}>
          {body}
        </Link>
      )}
      {onDelete ? (
        <button
          type="button"
          aria-label={`Delete conversation with ${name}`}
          onClick={() => onDelete(conversation)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface hover:text-danger-text focus-visible:outline-2 focus-visible:outline-primary-text"
        >
          <TrashIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
