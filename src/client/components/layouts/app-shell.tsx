import type { ReactNode } from 'react';
import type { Me } from '../../../contract/users.ts';
import { BottomNav } from './bottom-nav.tsx';
import type { NavItem } from './nav-items.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in frame: sidebar on wide screens, top and bottom bars on phones. */
export function AppShell({ me, navItems, children }: { me: Me; navItems: NavItem[]; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-page md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-3 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar navItems={navItems} />
      <div className="min-w-0 flex-1">
        <TopBar me={me} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 pt-5 pb-24 outline-none md:px-8 md:pt-8 md:pb-10">
          {children}
        </main>
      </div>
      <BottomNav navItems={navItems} />
    </div>
  );
}
