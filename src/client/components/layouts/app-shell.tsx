import type { ComponentType, ReactNode } from 'react';
import type { Me } from '../../../contract/users.ts';
import type { IconProps } from '../ui/icons.tsx';
import { BottomNav } from './bottom-nav.tsx';
import type { NavItem } from './nav-items.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

type AppShellProps = {
  me: Me;
  navItems: NavItem[];
  /** The phone bar's "More" icon; it may carry a mark for what waits behind it. */
  moreIcon?: ComponentType<IconProps>;
  search: ReactNode;
  /** The desktop chat panel: last in the page, so it is never the first Tab stop. */
  chat?: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: sidebar on wide screens, bottom bar on phones, the top bar (with `search`) on both. */
export function AppShell({ me, navItems, moreIcon, search, chat, children }: AppShellProps) {
  return (
    // While the chat panel is open (wide screens), the page moves left to make room for it (24rem wide, 1.5rem from the edge).
    <div className="min-h-dvh bg-page md:flex lg:has-[[data-chat-panel]]:pr-[27rem]">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-3 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar navItems={navItems} />
      <div className="min-w-0 flex-1">
        <TopBar me={me} search={search} />
        {/* The bottom padding keeps the end of the page above the phone's bar and the offline banner. */}
        {/* A page marked data-wide (an editor with its preview) gets the room for two columns. */}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl has-[[data-wide]]:max-w-6xl px-4 pt-5 pb-[calc(6rem+var(--offline-banner-height,0px))] outline-none md:px-8 md:pt-8 md:pb-[calc(2.5rem+var(--offline-banner-height,0px))]">
          {children}
        </main>
      </div>
      <BottomNav navItems={navItems} moreIcon={moreIcon} />
      {chat}
    </div>
  );
}
