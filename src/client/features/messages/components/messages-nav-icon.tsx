import { SpeechBubbleIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';

/** The nav entry's icon: a speech bubble with the unread-message total on it, also spoken after the label (the nav puts the label first): "Messages, 3 unread". */
export function MessagesNavIcon(props: IconProps) {
  return (
    <span className="relative inline-flex shrink-0">
      <SpeechBubbleIcon {...props} />
      <UnreadMessagesBadge className="absolute -top-1.5 -right-2" />
    </span>
  );
}
