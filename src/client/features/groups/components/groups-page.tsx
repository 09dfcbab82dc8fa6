import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroups } from '../api/get-groups.ts';
import { useInvites } from '../api/get-invites.ts';
import { GroupCard } from './group-card.tsx';
import { NewGroupDialog } from './new-group-dialog.tsx';

/** My groups (the newest I made first), the way to make one, and my pending invites. */
export function GroupsPage() {
  const groups = useGroups();
  const invites = useInvites();
  const [creating, setCreating] = useState(false);
  const pending = invites.data?.items.length ?? 0;
  useDocumentTitle('Groups');

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Study groups</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/groups/invites"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            Invites
            {pending > 0 ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
                <span className="sr-only">(</span>
                {pending}
                <span className="sr-only"> pending)</span>
              </span>
            ) : null}
          </Link>
          <Button onClick={() => setCreating(true)}>New group</Button>
        </div>
      </header>
      {groups.isPending ? <Spinner label="Loading groups" /> : null}
      {groups.data && groups.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line-strong bg-surface p-6 text-center">
          <p className="font-semibold text-fg">You are not in any group yet.</p>
          <p className="mt-1 text-sm text-muted">Create one for your class, or accept an invite from a classmate.</p>
        </div>
      ) : null}
      {groups.data && groups.data.items.length > 0 ? (
        <ul aria-label="My groups" className="flex flex-col gap-3">
          {groups.data.items.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      ) : null}
      <NewGroupDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
