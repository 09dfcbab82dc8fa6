/*
 * Wide screens only (≥ 1024 px): a chat panel in the corner, listing recent conversations
 * and opening one in place. Whether it is open lives in the session store (openChatWidget)
 * so it survives reloads; it stays out of the way on the messages pages. While it is open it
 * carries `data-chat-panel`, and the app shell makes room for it beside the page instead of
 * covering it. Escape inside it closes it and gives the focus back to the launcher; it sits
 * last in the page, so the skip link stays the first Tab stop.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { BackIcon, CloseIcon, SpeechBubbleIcon } from '../../../components/ui/icons.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { useOtherParticipant } from './use-other-participant.ts';

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

function WidgetConversation({ conversationId, onBack, onClose }: { conversationId: string; onBack: () => void; onClose: () => void }) {
  const other = useOtherParticipant(conversationId);
  return (
    <>
      <ConversationHeader
        other={other}
        start={
          <button type="button" aria-label="Back to chats" onClick={onBack} className={iconButton}>
            <BackIcon className="size-6" />
          </button>
        }
        end={
          <button type="button" aria-label="Close chats" onClick={onClose} className={iconButton}>
            <CloseIcon className="size-5" />
          </button>
        }
      />
      <ConversationThread key={conversationId} conversationId={conversationId} other={other} autoFocus />
    </>
  );
}

export function ChatWidget() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const open = useSessionStore((state) => state.openChatWidget);
  const setOpen = useSessionStore((state) => state.setOpenChatWidget);
  const onMessagesPage = useRouterState({ select: (state) => state.location.pathname.startsWith('/messages') });
  const [selected, setSelected] = useState<string | null>(null);
  // Set by a user's open or close, so the focus follows them, never on a restored state.
  const moveFocus = useRef(false);
  const takeFocus = (node: HTMLElement | null) => {
    if (node && moveFocus.current) {
      moveFocus.current = false;
      node.focus();
    }
  };
  const setOpenByUser = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };
  if (!wide || onMessagesPage) return null;

  if (!open) {
    return (
      <button
        type="button"
        ref={takeFocus}
        onClick={() => setOpenByUser(true)}
        className="fixed right-6 bottom-6 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg hover:bg-hover hover:text-on-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
      >
        <SpeechBubbleIcon className="size-6" />
        <span className="sr-only">Open chats</span>
        <UnreadMessagesBadge className="absolute -top-1 -right-1" />
      </button>
    );
  }

  const close = () => setOpenByUser(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only keys pressed inside the panel itself; a menu portalled out of it handles its own Escape.
    if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    close();
  };
  return (
    <section
      ref={takeFocus}
      tabIndex={-1}
      aria-label="Chats"
      data-chat-panel=""
      onKeyDown={onKeyDown}
      className="fixed right-6 bottom-6 z-30 outline-none flex h-[min(34rem,calc(100dvh-3rem))] w-96 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl"
    >
      {selected ? (
        <WidgetConversation conversationId={selected} onBack={() => setSelected(null)} onClose={close} />
      ) : (
        <>
          <header className="flex min-h-16 items-center gap-2 border-b border-line py-2 pr-2 pl-4">
            <h2 className="flex-1 text-base font-semibold text-fg">Chats</h2>
            <Link to="/messages" className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
              See all
            </Link>
            <button type="button" aria-label="Close chats" onClick={close} className={iconButton}>
              <CloseIcon className="size-5" />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            <ConversationList onOpen={setSelected} onDeleted={(id) => (id === selected ? setSelected(null) : undefined)} />
          </div>
        </>
      )}
    </section>
  );
}
