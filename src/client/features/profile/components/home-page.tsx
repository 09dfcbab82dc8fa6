import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ChevronIcon, SettingsIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { UserSearch } from './user-search.tsx';

function Shortcut({ to, icon, title, text }: { to: '/profile' | '/settings'; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-primary-text focus-visible:outline-2 focus-visible:outline-primary-text"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-on-primary">{icon}</span>
      <span className="flex flex-1 flex-col">
        <span className="font-semibold text-fg">{title}</span>
        <span className="text-sm text-muted">{text}</span>
      </span>
      <ChevronIcon className="size-5 text-muted" />
    </Link>
  );
}

export function HomePage() {
  const me = useMe();
  const firstName = me.name.split(/\s+/)[0] ?? me.name;
  useDocumentTitle('Home');
  return (
    <div className="flex flex-col gap-5">
      <section className="flex items-center gap-4 rounded-2xl bg-primary p-5 text-on-primary sm:p-6">
        <Avatar name={me.name} url={me.avatarUrl} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Welcome, {firstName}</h1>
          <p className="truncate">{me.nameOfUniversity ?? 'Choose your university in your profile'}</p>
        </div>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Shortcut to="/profile" icon={<UserIcon className="size-5" />} title="My profile" text="Your name, bio, university and photo" />
        <Shortcut to="/settings" icon={<SettingsIcon className="size-5" />} title="Settings" text="Colour mode, sound, password and account" />
      </div>
      <UserSearch />
    </div>
  );
}
