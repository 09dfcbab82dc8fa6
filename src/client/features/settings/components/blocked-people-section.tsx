import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';
import { useBlocks, useSetBlocked } from '../../../lib/blocks.ts';

/** The people I blocked, most recent first, each with Unblock. */
export function BlockedPeopleSection() {
  const blocks = useBlocks();
  const setBlocked = useSetBlocked();
  return (
    <section aria-labelledby="blocked-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="blocked-heading" className="text-lg font-semibold text-fg">Blocked people</h2>
      <p className="mt-1 text-sm text-muted">You and the people you block cannot follow, message or see each other.</p>
      {blocks.isPending ? <LoadingBlock label="Loading blocked people" /> : null}
      {blocks.isError ? <LoadFailed message="The people you blocked could not be loaded." onRetry={() => void blocks.refetch()} /> : null}
      {blocks.data?.items.length === 0 ? <p className="mt-4 text-muted">You have not blocked anyone.</p> : null}
      {blocks.data && blocks.data.items.length > 0 ? (
        <ul aria-label="Blocked people" className="mt-4 flex flex-col divide-y divide-line">
          {blocks.data.items.map((user) => (
            <li key={user.id} className="flex items-center gap-3 py-2">
              <Avatar name={user.name} url={user.avatarUrl} size="sm" />
              <Link
                to="/profile/$userId"
                params={{ userId: user.id }}
                className="min-w-0 flex-1 truncate font-medium text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
              >
                {user.name}
              </Link>
              <Button variant="secondary" aria-label={`Unblock ${user.name}`} onClick={() => setBlocked.mutate({ user, blocked: false })}>
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
