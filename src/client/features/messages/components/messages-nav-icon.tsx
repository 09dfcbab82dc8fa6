import type { SVGProps } from 'react';
import { MessageIcon } from './message-icons.tsx';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';

/** The nav entry's icon: a speech bubble with the unread-message total on it (also spoken: "Messages, 3 unread"). */
export function MessagesNavIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <span className="relative inline-flex shrink-0">
      <MessageIcon {...props} />
      <UnreadMessagesBadge className="absolute -top-1.5 -right-2" />
    </span>
  );
}
