import { useCallback, useEffect, useRef, useState } from 'react';
import { clientEvents, serverEvents } from '../../../../contract/socket-events.ts';
import { emitSocket, useSocketEvent } from '../../../lib/socket.ts';

/** How long "… is typing" stays after the last `typing` event. */
export const TYPING_SHOWN_MS = 4000;
/** At most one `typing` emit per this many ms while I type. */
export const TYPING_THROTTLE_MS = 2000;

/** Who (other than me) is typing in this conversation right now, from the `typing` events. */
export function useTypingUser(conversationId: string): string | null {
  const [typingUserId, setTypingUserId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useSocketEvent(serverEvents.typing, (event) => {
    if (event.conversationId !== conversationId) return;
    setTypingUserId(event.userId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTypingUserId(null), TYPING_SHOWN_MS);
  });
  // Their message has arrived: they have stopped typing it.
  useSocketEvent(serverEvents.newMessage, (message) => {
    if (message.conversationId !== conversationId || message.sender.id !== typingUserId) return;
    clearTimeout(timer.current);
    setTypingUserId(null);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return typingUserId;
}

/** Tells the other side I am typing, throttled. */
export function useTypingNotifier(conversationId: string): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_THROTTLE_MS) return;
    last.current = now;
    emitSocket(clientEvents.typing, { conversationId });
  }, [conversationId]);
}
