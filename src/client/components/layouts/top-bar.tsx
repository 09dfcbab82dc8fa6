import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '../../../contract/users.ts';
import { LogoMark, SearchIcon, SettingsIcon } from '../ui/icons.tsx';
import { AccountMenu } from './account-menu.tsx';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:text-primary-text';

/**
 * The bar along the top: the search field (`search`) on wide screens; on phones the brand,
 * a search button and settings, the sidebar's job on wide screens. On both, my avatar
 * opens the account menu (my profile, settings, sign out). On the search page the field takes the phone's bar too: it marks itself
 * data-search-expanded, and the brand keeps only its mark and the button goes.
 */
export function TopBar({ me, search }: { me: Me; search: ReactNode }) {
  return (
    <header className="group/bar sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-(--top-bar-height) w-full max-w-3xl items-center gap-2 px-4 md:px-8">
        <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 focus-visible:outline-2 focus-visible:outline-primary-text md:hidden">
          <LogoMark className="size-8" />
          <span className="text-lg font-bold text-fg group-has-[[data-search-expanded]]/bar:sr-only">Campus</span>
        </Link>
        {search}
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <Link to="/search" aria-label="Search" className={`${iconLink} group-has-[[data-search-expanded]]/bar:hidden`}>
            <SearchIcon className="size-6" />
          </Link>
          <Link to="/settings" aria-label="Settings" className={iconLink}>
            <SettingsIcon className="size-6" />
          </Link>
        </div>
        <AccountMenu me={me} />
      </div>
    </header>
  );
}
