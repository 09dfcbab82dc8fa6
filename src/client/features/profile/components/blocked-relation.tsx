/*
 * Stands where the relation buttons would be when I have blocked someone: following,
 * collaborating and messaging would each only fail with BLOCKED, so none is offered, and
 * the one thing that can change that (Unblock) is.
 */
import type { UserProfile } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSetBlocked } from '../../../lib/blocks.ts';

export function BlockedRelation({ profile }: { profile: UserProfile }) {
  const setBlocked = useSetBlocked();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-muted-surface p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-fg">
        <span className="font-semibold">You blocked {profile.name}.</span> Neither of you can follow, collaborate with or message the other, and you do not
        see each other’s posts.
      </p>
      <Button
        variant="secondary"
        aria-label={`Unblock ${profile.name}`}
        loading={setBlocked.isPending}
        onClick={() => setBlocked.mutate({ user: profile, blocked: false })}
        className="self-start sm:self-auto"
      >
        Unblock
      </Button>
    </div>
  );
}
