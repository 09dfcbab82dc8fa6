import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { MoreIcon, type IconProps } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import type { NavItem } from './nav-items.ts';

const barLink =
  'flex min-h-14 w-full flex-col-reverse items-center justify-center gap-0.5 text-[0.6875rem] font-medium tracking-tight text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-text data-[status=active]:text-primary-text';

/**
 * Phones: the navigation as a bar along the bottom, thumb-sized. Entries with `phone: false`
 * sit behind "More", a sheet listing every other area, so the bar keeps five wide targets.
 * Each entry puts its label before its icon (shown above it by flex-col-reverse), so that a
 * badge's spoken count follows the label: "Messages, 2 unread".
 */
export function BottomNav({ navItems, moreIcon: MoreNavIcon = MoreIcon }: { navItems: NavItem[]; moreIcon?: ComponentType<IconProps> }) {
  const inBar = navItems.filter((item) => item.phone !== false);
  const inSheet = navItems.filter((item) => item.phone === false);
  const [moreOpen, setMoreOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const moreActive = inSheet.some((item) => (item.exact ? pathname === item.to : pathname.startsWith(item.to) && item.to !== '/'));
  // While offline the red banner takes the screen's bottom edge; the bar moves up above it.
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-[var(--offline-banner-height,0px)] z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {inBar.map((item) => (
          <li key={item.to} className="min-w-0 flex-1">
            <Link to={item.to} activeOptions={{ exact: item.exact ?? false }} className={barLink}>
              <span className="max-w-full truncate">{item.label}</span>
              <item.icon className="size-6" />
            </Link>
          </li>
        ))}
        {inSheet.length > 0 ? (
          <li className="min-w-0 flex-1">
            <button
              type="button"
              onClick={() => setMoreOpen(true)}
              aria-haspopup="dialog"
              data-status={moreActive ? 'active' : undefined}
              className={barLink}
            >
              <span>More</span>
              <MoreNavIcon className="size-6" />
            </button>
          </li>
        ) : null}
      </ul>
      <Modal open={moreOpen} onOpenChange={setMoreOpen} title="More">
        <ul aria-label="More areas" className="grid grid-cols-3 gap-2">
          {inSheet.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.exact ?? false }}
                onClick={() => setMoreOpen(false)}
                className="flex min-h-20 flex-col-reverse items-center justify-center gap-1 rounded-xl border border-line p-2 text-center text-sm font-medium text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:border-primary data-[status=active]:text-primary-text"
              >
                <span className="max-w-full truncate">{item.label}</span>
                <item.icon className="size-6" />
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </nav>
  );
}
