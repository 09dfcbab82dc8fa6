/*
 * The app's main navigation, in one list: the sidebar (wide screens) and the bottom bar
 * (phones) both render it. Add an area by adding an entry; `phone: false` puts it behind
 * the bottom bar's "More" sheet. The bar holds four entries besides "More", so each stays
 * wide enough at 360 px.
 */
import type { NavItem } from '../components/layouts/nav-items.ts';
import { BoardIcon, ChecklistIcon, FeedIcon, FolderIcon, HomeIcon, LibraryIcon, NotesIcon, SearchIcon, SettingsIcon, StudyIcon, UserIcon } from '../components/ui/icons.tsx';
import { GroupsNavIcon } from '../features/groups/components/groups-nav-icon.tsx';
import { MessagesNavIcon } from '../features/messages/components/messages-nav-icon.tsx';
import { ModerationNavIcon } from '../features/moderation/components/moderation-nav-icon.tsx';
import { NotificationsNavIcon } from '../features/notifications/components/notifications-nav-icon.tsx';

export const navItems: NavItem[] = [
  { to: '/feed', label: 'Feed', icon: FeedIcon },
  { to: '/', label: 'Home', icon: HomeIcon, exact: true, phone: false },
  { to: '/notifications', label: 'Notifications', icon: NotificationsNavIcon },
  { to: '/messages', label: 'Messages', icon: MessagesNavIcon },
  { to: '/groups', label: 'Groups', icon: GroupsNavIcon, phone: false },
  { to: '/notes', label: 'Notes', icon: NotesIcon, phone: false },
  { to: '/study', label: 'Study', icon: StudyIcon },
  { to: '/search', label: 'Search', icon: SearchIcon, phone: false },
  { to: '/tasks', label: 'Tasks', icon: BoardIcon, phone: false },
  { to: '/outlines', label: 'Outlines', icon: ChecklistIcon, phone: false },
  { to: '/library', label: 'Library', icon: LibraryIcon, phone: false },
  { to: '/files', label: 'Files', icon: FolderIcon, phone: false },
  // Exact: another student's profile (/profile/{id}) is not mine.
  { to: '/profile', label: 'My profile', icon: UserIcon, exact: true, phone: false },
  { to: '/settings', label: 'Settings', icon: SettingsIcon, phone: false },
  { to: '/moderation', label: 'Moderation', icon: ModerationNavIcon, phone: false, adminOnly: true },
];

/** The entries this person sees: admins also get the moderation queue. */
export const navItemsFor = (role: 'student' | 'admin'): NavItem[] => (role === 'admin' ? navItems : navItems.filter((item) => !item.adminOnly));