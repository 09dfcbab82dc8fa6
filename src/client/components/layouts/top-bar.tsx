import { Link } from '@tanstack/react-router';
import type { Me } from '../../../contract/users.ts';
import { Avatar } from '../ui/avatar.tsx';
import { LogoMark, SettingsIcon } from '../ui/icons.tsx';

/** Phones: brand on the left; settings and my avatar (to my profile) on the right. */
export function TopBar({ me }: { me: Me }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-line bg-surface/95 px-4 backdrop-blur md:hidden">
      <Link to="/" className="flex min-h-11 items-center gap-2 focus-visible:outline-2 focus-visible:outline-primary-text">
        <LogoMark className="size-8" />
        <span className="text-lg font-bold text-fg">Campus</span>
      </Link>
      <div className="flex items-center gap-1">
        <Link
          to="/settings"
          aria-label="Settings"
          className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:text-primary-text"
        >
          <SettingsIcon className="size-6" />
        </Link>
        <Link to="/profile" aria-label="My profile" className="inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary-text">
          <Avatar name={me.name} url={me.avatarUrl} size="sm" />
        </Link>
      </div>
    </header>
  );
}
