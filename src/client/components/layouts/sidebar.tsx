import { Link } from '@tanstack/react-router';
import { useSessionStore } from '../../stores/session-store.ts';
import { ChevronIcon, LogoMark } from '../ui/icons.tsx';
import type { NavItem } from './nav-items.ts';

/** Wide screens: the navigation down the side, collapsed to icons by default. */
export function Sidebar({ navItems }: { navItems: NavItem[] }) {
  const collapsed = useSessionStore((state) => state.sidebarCollapsed);
  const toggle = useSessionStore((state) => state.toggleSidebar);

  return (
    <aside
      id="sidebar"
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-surface p-3 transition-[width] md:flex ${collapsed ? 'w-[4.75rem]' : 'w-60'}`}
    >
      <Link to="/" className="mb-4 flex min-h-11 items-center gap-3 rounded-xl px-1.5 focus-visible:outline-2 focus-visible:outline-primary-text">
        <LogoMark className="size-9 shrink-0" />
        <span className={collapsed ? 'sr-only' : 'text-xl font-bold text-fg'}>Campus</span>
      </Link>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
        {navItems.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            title={collapsed ? item.label : undefined}
            className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:bg-primary data-[status=active]:text-on-primary"
          >
            <item.icon className="size-6 shrink-0" />
            <span className={collapsed ? 'sr-only' : 'font-medium'}>{item.label}</span>
          </Link>
        ))}
      </nav>
      <button
        type="button"
        onClick={toggle}
        aria-controls="sidebar"
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        <ChevronIcon className={`size-6 shrink-0 transition-transform ${collapsed ? '' : 'rotate-180'}`} />
        {collapsed ? null : <span aria-hidden="true" className="text-sm font-medium">Collapse</span>}
      </button>
    </aside>
  );
}
