import { Link } from '@tanstack/react-router';
import { postScopes, type PostScope } from '../../../../contract/posts.ts';
import { scopeLabels } from './feed-search.ts';

/** All / Following / My campus: each a link, so the choice is in the address and survives a reload. */
export function ScopeTabs({ scope, tag }: { scope: PostScope; tag?: string }) {
  return (
    <nav aria-label="Feed scope" className="grid grid-cols-3 gap-1 rounded-xl bg-muted-surface p-1">
      {postScopes.map((option) => (
        <Link
          key={option}
          to="/feed"
          search={{ scope: option === 'all' ? undefined : option, tag }}
          aria-current={option === scope ? 'page' : undefined}
          className="flex min-h-11 items-center justify-center rounded-lg px-1 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
        >
          {scopeLabels[option]}
        </Link>
      ))}
    </nav>
  );
}
