/*
 * The app's main navigation, in one list: the sidebar (wide screens) and the bottom bar
 * (phones) both render it. Add an area by adding an entry; `phone: false` keeps it out
 * of the bottom bar (on phones the top bar links to my profile and settings).
 */
import type { NavItem } from '../components/layouts/nav-items.ts';
import { HomeIcon, SettingsIcon, UserIcon } from '../components/ui/icons.tsx';
import { FeedIcon } from '../features/feed/components/post-icons.tsx';
import { GroupsNavIcon } from '../features/groups/components/groups-nav-icon.tsx';
import { MessagesNavIcon } from '../features/messages/components/messages-nav-icon.tsx';
import { NotificationsNavIcon } from '../features/notifications/components/notifications-nav-icon.tsx';

export const navItems: NavItem[] = [
  { to: '/feed', label: 'Feed', icon: FeedIcon },
  { to: '/', label: 'Home', icon: HomeIcon, exact: true },
  { to: '/notifications', label: 'Notifications', icon: NotificationsNavIcon },
  { to: '/messages', label: 'Messages', icon: MessagesNavIcon },
  { to: '/groups', label: 'Groups', icon: GroupsNavIcon },
  { to: '/profile', label: 'My profile', icon: UserIcon, phone: false },
  { to: '/settings', label: 'Settings', icon: SettingsIcon, phone: false },
];