import { BellIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { useUnreadNotificationsCount } from '../api/get-notifications.ts';

/**
 * The nav entry's icon: a bell with the unread count on it. The count is also spoken after
 * the entry's label (the nav puts the label first), so the link reads "Notifications, 3 unread".
 */
export function NotificationsNavIcon(props: IconProps) {
  const unread = useUnreadNotificationsCount();
  return (
    <span className="relative inline-flex shrink-0">
      <BellIcon {...props} />
      {unread > 0 ? (
        <span
          className="absolute -top-1.5 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="sr-only">{`, ${unread} unread`}</span>
        </span>
      ) : null}
    </span>
  );
}
