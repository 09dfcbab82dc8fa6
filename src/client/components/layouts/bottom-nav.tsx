import { Link } from '@tanstack/react-router';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import type { NavItem } from './nav-items.ts';

/** Phones: the navigation as a bar along the bottom, thumb-sized. */
export function BottomNav({ navItems }: { navItems: NavItem[] }) {
  const items = navItems.filter((item) => item.phone !== false);
  // While offline the red banner takes the screen's bottom edge; the bar moves up above it.
  const online = useOnlineStatus();
  return (
    <nav
      aria-label="Main"
      className={`fixed inset-x-0 z-30 ${online ? 'bottom-0' : 'bottom-11'} border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden`}
    >
      <ul className="flex">
        {items.map((item) => (
          <li key={item.to} className="min-w-0 flex-1">
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact ?? false }}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium tracking-tight text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-text data-[status=active]:text-primary-text"
            >
              <item.icon className="size-6" />
              <span className="max-w-full truncate">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
