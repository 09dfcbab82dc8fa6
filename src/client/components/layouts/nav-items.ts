/*
 * The app's main navigation, in one list: the sidebar (wide screens) and the bottom bar
 * (phones) both render it. Add an area by adding an entry; `phone: false` keeps it out
 * of the bottom bar when that gets crowded (it stays in the sidebar). On phones the top
 * bar links to my profile (avatar) and settings (gear), so those two stay out of it.
 */
import type { ComponentType, SVGProps } from 'react';
import type { FileRouteTypes } from '../../route-tree.gen.ts';
import { HomeIcon, SettingsIcon, UserIcon } from '../ui/icons.tsx';
import { FeedIcon } from '../../features/feed/components/post-icons.tsx';
import { NotificationsNavIcon } from '../../features/notifications/components/notifications-nav-icon.tsx';
import { GroupsNavIcon } from '../../features/groups/components/groups-nav-icon.tsx';
import { MessagesNavIcon } from '../../features/messages/components/messages-nav-icon.tsx';

/** Paths without parameters: a nav entry always points at a whole area. */
export type NavPath = Exclude<FileRouteTypes['to'], `${string}$${string}`>;

export type NavItem = {
  to: NavPath;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on this exact path (the home page), not below it. */
  exact?: boolean;
  phone?: boolean;
};

export const navItems: NavItem[] = [
  { to: '/feed', label: 'Feed', icon: FeedIcon },
  { to: '/', label: 'Home', icon: HomeIcon, exact: true },
  { to: '/notifications', label: 'Notifications', icon: NotificationsNavIcon },
  { to: '/messages', label: 'Messages', icon: MessagesNavIcon },
  { to: '/groups', label: 'Groups', icon: GroupsNavIcon },
  { to: '/profile', label: 'My profile', icon: UserIcon, phone: false },
  { to: '/settings', label: 'Settings', icon: SettingsIcon, phone: false },
];
