import { Link } from '@tanstack/react-router';
import { useSessionStore } from '../../stores/session-store.ts';
import { ChevronIcon, LogoMark } from '../ui/icons.tsx';
import type { NavItem } from './nav-items.ts';

/**
 * Wide screens: the navigation down the side, collapsed to icons by default. The list
 * scrolls on its own when the window is short, with the logo and the collapse button kept
 * in view; the sidebar ends above the offline banner.
 */
export function Sidebar({ navItems }: { navItems: NavItem[] }) {
  const collapsed = useSessionStore((state) => state.sidebarCollapsed);
  const toggle = useSessionStore((state) => state.toggleSidebar);

  return (
    <aside
      id="sidebar"
      className={`sticky top-0 hidden h-[calc(100dvh-var(--offline-banner-height,0px))] shrink-0 flex-col border-r border-line bg-surface p-3 transition-[width] md:flex ${collapsed ? 'w-[4.75rem]' : 'w-60'}`}
    >
      <Link to="/" className="mb-4 flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-1.5 focus-visible:outline-2 focus-visible:outline-primary-text">
        <LogoMark className="size-9 shrink-0" />
        <span className={collapsed ? 'sr-only' : 'text-xl font-bold text-fg'}>Campus</span>
      </Link>
      {/* The padding keeps the focus outlines inside the scrolling box, the negative margin the links where they were. */}
      <nav aria-label="Main" className="-m-1 flex min-h-0 flex-1 flex-col gap-1 overflow-x-hidden overflow-y-auto p-1 [scrollbar-width:thin]">
        {navItems.map((item) => (
          // The label comes first so that a badge's spoken count follows it ("Messages, 2 unread"); row-reverse shows the icon first.
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            title={collapsed ? item.label : undefined}
            className="flex min-h-11 shrink-0 flex-row-reverse items-center justify-end gap-3 rounded-xl px-3 text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:bg-primary data-[status=active]:text-on-primary"
          >
            <span className={collapsed ? 'sr-only' : 'font-medium'}>{item.label}</span>
            <item.icon className="size-6 shrink-0" />
          </Link>
        ))}
      </nav>
      <button
        type="button"
        onClick={toggle}
        aria-controls="sidebar"
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className="mt-2 flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-3 text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        <ChevronIcon className={`size-6 shrink-0 transition-transform ${collapsed ? '' : 'rotate-180'}`} />
        {collapsed ? null : <span aria-hidden="true" className="text-sm font-medium">Collapse</span>}
      </button>
    </aside>
  );
}
