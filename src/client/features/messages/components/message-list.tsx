/*
 * The scrolling thread, newest at the bottom. It opens at the bottom, follows new
 * messages while the reader is at (or near) the bottom, and keeps the reader's distance
 * from the bottom when older messages are put above, so loading them never moves the view.
 */
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import type { ChatItem } from '../api/get-messages.ts';
import { MessageBubble } from './message-bubble.tsx';

/** Within this many px of the bottom counts as "at the bottom". */
const NEAR_BOTTOM_PX = 80;

type MessageListProps = {
  label: string;
  items: ChatItem[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (item: ChatItem) => void;
};

export function MessageList({ label, items, meId, hasOlder, loadingOlder, onLoadOlder, onRetry }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shown = useRef<{ first?: string; last?: string }>({});
  const sentinel = useLoadMore<HTMLDivElement>(onLoadOlder, hasOlder && !loadingOlder, { root: scroller, ahead: 200 });

  const firstId = items[0]?.id;
  const last = items.at(-1);
  const lastId = last?.local?.clientId ?? last?.id;
  const lastIsMine = last?.sender.id === meId;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    shown.current = { first: firstId, last: lastId };
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
      fromBottom.current = 0;
    };
    if (before.first === undefined) return toBottom();
    if (firstId !== before.first) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
      return;
    }
    if ((lastId !== before.last && lastIsMine) || fromBottom.current <= NEAR_BOTTOM_PX) toBottom();
  }, [firstId, lastId, lastIsMine]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-text sm:px-4"
    >
      {hasOlder ? (
        <div ref={sentinel} className="mb-3 flex justify-center">
          <Button variant="ghost" loading={loadingOlder} onClick={onLoadOlder}>
            Load older messages
          </Button>
        </div>
      ) : items.length > 0 ? (
        <p className="mb-3 text-center text-xs text-muted">This is the start of your conversation.</p>
      ) : null}
      {items.length === 0 ? <p className="py-8 text-center text-sm text-muted">No messages yet. Say hello!</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item) => (
          <MessageBubble key={item.local?.clientId ?? item.id} item={item} mine={item.sender.id === meId} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}
